"""Synthesize the game's sound effects into ``assets/sounds/`` (standard library only).

The effects are generated rather than downloaded so that the game ships only sounds
we made ourselves, with no licence to track, and so that anyone can rebuild the
exact same files: the noise generator has a fixed seed. Run from anywhere:

    python build/make_sounds.py
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 22050
PEAK = 0.8  # normalise every effect to this share of full scale
OUT_DIR = Path(__file__).resolve().parent.parent / "assets" / "sounds"

Samples = list[float]


def _silence(seconds: float) -> Samples:
    return [0.0] * int(seconds * RATE)


def _mix(into: Samples, sound: Samples, at: float, gain: float = 1.0) -> None:
    """Add ``sound`` into ``into`` starting ``at`` seconds, growing it if needed."""
    start = int(at * RATE)
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, value in enumerate(sound):
        into[start + i] += value * gain


def _low_pass(samples: Samples, cutoff: float) -> Samples:
    """One-pole low-pass filter: softens white noise into a papery swish."""
    alpha = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    out: Samples = []
    state = 0.0
    for value in samples:
        state += alpha * (value - state)
        out.append(state)
    return out


def _high_pass(samples: Samples, cutoff: float) -> Samples:
    """Noise minus its low-passed self: keeps the crisp top of a card snap."""
    low = _low_pass(samples, cutoff)
    return [a - b for a, b in zip(samples, low, strict=True)]


def _snap(rng: random.Random, seconds: float, decay: float, tone: float, bright: float) -> Samples:
    """A card hitting a card or the cloth: a filtered noise burst with a quick decay."""
    n = int(seconds * RATE)
    noise = [rng.uniform(-1.0, 1.0) for _ in range(n)]
    noise = _low_pass(_high_pass(noise, tone), bright)
    attack = int(0.002 * RATE)
    return [
        v * min(1.0, i / attack) * math.exp(-i / (decay * RATE)) for i, v in enumerate(noise)
    ]


def _slide(rng: random.Random, seconds: float) -> Samples:
    """A card sliding off the stock: soft noise that swells and fades."""
    n = int(seconds * RATE)
    noise = _low_pass([rng.uniform(-1.0, 1.0) for _ in range(n)], 2500.0)
    return [v * math.sin(math.pi * i / n) ** 2 for i, v in enumerate(noise)]


def _bell(freq: float, seconds: float, decay: float, partials: Sequence[tuple[float, float]]) -> Samples:
    """A struck tone: sine partials (ratio, level) under an exponential decay."""
    n = int(seconds * RATE)
    attack = int(0.004 * RATE)
    out: Samples = []
    for i in range(n):
        t = i / RATE
        v = sum(level * math.sin(2 * math.pi * freq * ratio * t) for ratio, level in partials)
        out.append(v * min(1.0, i / attack) * math.exp(-t / decay))
    return out


def _brass(freq: float, seconds: float) -> Samples:
    """A bright held note for the fanfare: harmonics with a light vibrato and a swell."""
    n = int(seconds * RATE)
    out: Samples = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        f = freq * (1.0 + 0.004 * math.sin(2 * math.pi * 5.5 * t))
        phase += 2 * math.pi * f / RATE
        v = sum(math.sin(k * phase) / k for k in range(1, 7))
        envelope = min(1.0, t / 0.02) * min(1.0, (seconds - t) / 0.08)
        out.append(v * envelope)
    return out


def _note(semitones_from_a4: int) -> float:
    return 440.0 * 2.0 ** (semitones_from_a4 / 12.0)


CHIME = ((1.0, 1.0), (2.0, 0.35), (2.76, 0.18), (5.4, 0.06))


def deal(rng: random.Random) -> Samples:
    return _snap(rng, 0.09, 0.012, 900.0, 7000.0)


def draw(rng: random.Random) -> Samples:
    out = _slide(rng, 0.12)
    _mix(out, _snap(rng, 0.07, 0.010, 700.0, 6000.0), 0.09, 0.9)
    return out


def discard(rng: random.Random) -> Samples:
    return _snap(rng, 0.14, 0.025, 300.0, 4000.0)


def click(rng: random.Random) -> Samples:
    tick = _bell(2200.0, 0.03, 0.004, ((1.0, 1.0),))
    _mix(tick, _snap(rng, 0.02, 0.002, 2000.0, 9000.0), 0.0, 0.5)
    return tick


def meld(rng: random.Random) -> Samples:
    out = _bell(_note(3), 0.55, 0.18, CHIME)  # C5
    _mix(out, _bell(_note(10), 0.45, 0.16, CHIME), 0.07, 0.7)  # G5
    return out


def canasta(rng: random.Random) -> Samples:
    out = _silence(0.0)
    for k, step in enumerate((3, 7, 10, 15, 19)):  # C5 E5 G5 C6 E6
        _mix(out, _bell(_note(step), 0.4, 0.14, CHIME), 0.075 * k, 0.8)
    return out


def go_out(rng: random.Random) -> Samples:
    out = _silence(0.0)
    for k, step in enumerate((-2, 3, 7)):  # G4 C5 E5, quick pickups
        _mix(out, _brass(_note(step), 0.11), 0.1 * k, 0.6)
    for step in (10, 15, 19):  # then a held C major chord
        _mix(out, _brass(_note(step), 0.55), 0.3, 0.45)
    return out


EFFECTS: dict[str, Callable[[random.Random], Samples]] = {
    "deal": deal,
    "draw": draw,
    "discard": discard,
    "click": click,
    "meld": meld,
    "canasta": canasta,
    "go_out": go_out,
}


def write_wav(path: Path, samples: Samples) -> None:
    """Normalise, fade the last few milliseconds, and write mono 16-bit PCM."""
    peak = max((abs(v) for v in samples), default=0.0) or 1.0
    fade = min(len(samples), int(0.005 * RATE))
    scaled = [v * PEAK / peak for v in samples]
    for i in range(fade):
        scaled[len(scaled) - 1 - i] *= i / fade
    frames = b"".join(struct.pack("<h", int(max(-1.0, min(1.0, v)) * 32767)) for v in scaled)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def main() -> None:
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    rng = random.Random(20240611)
    for name, effect in EFFECTS.items():
        path = OUT_DIR / f"{name}.wav"
        write_wav(path, effect(rng))
        print(f"{path.name}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
