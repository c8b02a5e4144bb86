"""Every test of the back office gets its own data folder and starts in English."""

from tests.shared_fixtures import data_dir

__all__ = ["data_dir"]
