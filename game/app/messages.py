"""Every sentence the player reads, in English, the source language of the game.

Each message is marked with its id as the gettext context (``msgctxt``) and the English
text as the message id: ``P_("button.draw", "Draw")``, and ``NP_(id, singular, plural)``
for a message that depends on a number. ``python build/catalogues.py extract`` (Babel) reads
the marks and the ``Translators:`` comment above each one into
``assets/locale/canasta.pot``; the translations live in
``assets/locale/<language>/LC_MESSAGES/canasta.po``. The program asks for a message by
its id (``game.app.i18n.tr("button.draw")``), so the same English words can be
translated differently where they mean different things.
"""

from __future__ import annotations

from ._marks import NP_, P_, messages

MESSAGES = messages(
    # Translators: The name of this language in this language, as the settings screen's language menu lists it (e.g. Deutsch, Nederlands).
    P_("language.name", "English"),
    # Translators: The window's title bar.
    P_("app.title", "Canasta"),
    # Translators: A small label on a meld or on the discard pile at the table.
    P_("badge.frozen", "FROZEN"),
    # Translators: A small label on a meld or on the discard pile at the table.
    P_("badge.frozen_for_you", "frozen for you"),
    # Translators: A small label on a meld or on the discard pile at the table. {count}: a number.
    P_("badge.mixed", "Mixed {count}"),
    # Translators: Hand and Foot's name for a mixed canasta (with wild cards), as its players say: a "dirty book". A small label on the meld at the table. {count}: a number.
    P_("badge.dirty", "Dirty {count}"),
    # Translators: Hand and Foot's name for a natural canasta (no wild card), as its players say: a "clean book". A small label on the meld at the table. {count}: a number.
    P_("badge.clean", "Clean {count}"),
    # Translators: A small label on a meld or on the discard pile at the table. {count}: a number.
    P_("badge.natural", "Natural {count}"),
    # Translators: A small label on a meld or on the discard pile at the table.
    P_("badge.stopped", "STOPPED"),
    # Translators: The label beside a player's face-down foot at the table (Hand and Foot). {count}: a number of cards.
    P_("table.packet_foot", "Foot: {count}"),
    # Translators: The label beside a player's face-down pennies at the table (Pennies from Heaven). {count}: a number of cards.
    P_("table.packet_pennies", "Pennies: {count}"),
    # Translators: The badge of a canasta that is a run of one suit (Samba's "samba"). {count}: a number.
    P_("badge.samba", "Samba {count}"),
    # Translators: The badge of a canasta that is a run of one suit at Bolivia (its "escalera"). {count}: a number.
    P_("badge.escalera", "Escalera {count}"),
    # Translators: The badge of a canasta of wild cards only at Bolivia (its "bolivia"). {count}: a number.
    P_("badge.bolivia", "Bolivia {count}"),
    # Translators: The badge of a canasta of wild cards only (twos and jokers). {count}: a number.
    P_("badge.wild", "Wild {count}"),
    # Translators: The badge of a canasta of sevens (Pennies from Heaven). {count}: a number.
    P_("badge.sevens", "Sevens {count}"),
    # Translators: A small label on a meld or on the discard pile at the table. {count}: a number.
    NP_("badge.taken", "taken: {count} card", "taken: {count} cards"),
    # Translators: The keys' cheat sheet at the table (opened with "?"): its title.
    P_("keys.title", "Keys at the table"),
    # Translators: The keys' cheat sheet, its last line.
    P_("keys.close", "Escape, Enter or ? closes this sheet."),
    # Translators: A key's letter at the table: one letter, the first of your language's word for drawing a card (English "D", Draw). All keys.letter.* must differ, and none may be X.
    P_("keys.letter.draw", "D"),
    # Translators: A key's letter at the table: one letter, for taking the discard pile (English "P", Pile). All keys.letter.* must differ, and none may be X.
    P_("keys.letter.pile", "P"),
    # Translators: A key's letter at the table: one letter, for melding the selected cards (English "M", Meld). All keys.letter.* must differ, and none may be X.
    P_("keys.letter.meld", "M"),
    # Translators: A key's letter at the table: the key that discards; keep "X" (it is X in every language).
    P_("keys.letter.discard", "X"),
    # Translators: A key's letter at the table: one letter, for exchanging a natural card for a wild card of a meld (English "W", Wild). All keys.letter.* must differ, and none may be X.
    P_("keys.letter.swap", "W"),
    # Translators: The keys' cheat sheet and the help. {key}: a letter.
    P_("keys.swap", "{key}: exchange the selected natural card for a wild card of the meld in focus (where the rules allow it)"),
    # Translators: A key's letter at the table: one letter, for asking the partner (English "A", Ask). All keys.letter.* must differ, and none may be X.
    P_("keys.letter.ask", "A"),
    # Translators: A key's letter at the table: one letter, for going out (English "G", Go out). All keys.letter.* must differ, and none may be X.
    P_("keys.letter.goout", "G"),
    # Translators: A key's letter at the table: one letter, for the hint (English "H", Hint). All keys.letter.* must differ, and none may be X.
    P_("keys.letter.hint", "H"),
    # Translators: A key's letter at the table: one letter, for sorting the hand (English "S", Sort). All keys.letter.* must differ, and none may be X.
    P_("keys.letter.sort", "S"),
    # Translators: A key's letter at the table: one letter, for opening the log (English "L", Log). All keys.letter.* must differ, and none may be X.
    P_("keys.letter.log", "L"),
    # Translators: A key's letter at the table: one letter, for the overview of a side's melds (the eye; English "O", Overview). All keys.letter.* must differ, and none may be X.
    P_("keys.letter.overview", "O"),
    # Translators: The keys' cheat sheet and the help: what the arrow keys do at the table.
    P_("keys.arrows", "Left and Right, or Tab: move along your hand, the melds, the piles or the buttons. Up and Down: go to the row above or below."),
    # Translators: The keys' cheat sheet and the help.
    P_("keys.carry", "Shift+Left and Shift+Right: move the card in focus along your hand."),
    # Translators: The keys' cheat sheet and the help.
    P_("keys.space", "Space: select or deselect the card in focus; on a meld, a pile or a button it acts as a click there."),
    # Translators: The keys' cheat sheet and the help.
    P_("keys.enter", "Enter: on a meld, a pile or a button, what a click there does; in your hand it draws, goes out or starts the next deal."),
    # Translators: The keys' cheat sheet and the help. {key}: a letter.
    P_("keys.draw", "{key}: draw from the stock"),
    # Translators: The keys' cheat sheet and the help. {key}: a letter.
    P_("keys.pile", "{key}: take the discard pile (with the selected cards)"),
    # Translators: The keys' cheat sheet and the help. {key}: a letter.
    P_("keys.meld", "{key}: meld the selected cards (onto the meld in focus, else as a new meld)"),
    # Translators: The keys' cheat sheet and the help. {key}: a letter.
    P_("keys.discard", "{key}: discard the selected card (or the card in focus)"),
    # Translators: The keys' cheat sheet and the help. {key}: a letter.
    P_("keys.ask", "{key}: ask your partner whether you may go out"),
    # Translators: The keys' cheat sheet and the help. {key}: a letter.
    P_("keys.goout", "{key}: go out"),
    # Translators: The keys' cheat sheet and the help. {key}: a letter.
    P_("keys.hint", "{key}: a hint"),
    # Translators: The keys' cheat sheet and the help. {key}: a letter.
    P_("keys.sort", "{key}: sort your hand"),
    # Translators: The keys' cheat sheet and the help. {key}: a letter.
    P_("keys.log", "{key}: the whole log"),
    # Translators: The keys' cheat sheet and the help. {key}: a letter.
    P_("keys.overview", "{key}: the melds of the side in focus spread out to read (the eye); yours if no meld is in focus"),
    # Translators: The keys' cheat sheet and the help.
    P_("keys.undo", "Ctrl+Z or Backspace: undo"),
    # Translators: The keys' cheat sheet and the help.
    P_("keys.escape", "Escape: clear the selection; ? or F1: this sheet; F11: full screen."),
    # Translators: The keys' cheat sheet and the help: the tutorial's keys.
    P_("keys.tutorial", "In the tutorial: Enter or Space turns a page to read; F10 goes back to the menu."),
    # Translators: The help: the keys of the menus and forms.
    P_("keys.forms", "In the menus and forms: Tab or Up and Down go from field to field and to the buttons, Left and Right change a choice, Space or Enter toggles, types or presses."),
    # Translators: The keys' cheat sheet and the help: how a question's buttons are answered.
    P_("keys.dialogs", "In a question: Left and Right or Tab choose an answer, Enter or Space gives it, Escape gives the last."),
    # Translators: The settings: the larger-text setting's label.
    P_("settings.text_size", "Text and cards"),
    # Translators: The settings: under "settings.text_size".
    P_("settings.text_size.about", "Larger type on every screen and larger cards in your hand."),
    # Translators: The settings: a value of "settings.text_size".
    P_("settings.text_size.normal", "Normal"),
    # Translators: The settings: a value of "settings.text_size".
    P_("settings.text_size.large", "Large"),
    # Translators: The settings: a value of "settings.text_size".
    P_("settings.text_size.largest", "Largest"),
    # Translators: The settings: the calmer-motion setting's label.
    P_("settings.calm", "Calmer motion"),
    # Translators: The settings: under "settings.calm".
    P_("settings.calm.about", "Cards no longer glide and highlights no longer pulse: every change shows at once."),
    # Translators: A speech bubble beside a player at the table.
    P_("bubble.may_i", "May I go out?"),
    # Translators: A speech bubble beside a player at the table.
    P_("bubble.no", "No, not yet."),
    # Translators: A speech bubble beside a player at the table.
    P_("bubble.yes", "Yes, go out!"),
    # Translators: A button.
    P_("button.ask_partner", "Ask partner"),
    # Translators: A button.
    P_("button.back", "Back"),
    # Translators: A button.
    P_("button.cancel", "Cancel"),
    # Translators: A button.
    P_("button.close", "Close"),
    # Translators: A button.
    P_("button.continue", "Continue"),
    # Translators: The main menu's first button: it continues the unfinished game and says which. {preset}: the rules' name, e.g. Classic; {deal}: the deal's number; {scores}: the sides' scores, e.g. "1,250 : 900".
    P_("button.continue_game", "Continue: {preset}, deal {deal}, {scores}"),
    # Translators: A button: go back to the match in progress (the highlighted answer).
    P_("button.continue_match", "Continue the match"),
    # Translators: A button.
    P_("button.deal_next", "Deal the next hand"),
    # Translators: A button.
    P_("button.deciding", "Deciding…"),
    # Translators: A button.
    P_("button.delete", "Delete"),
    # Translators: A button.
    P_("button.dig", "Reach into the pile"),
    # Translators: A button.
    P_("button.discard", "Discard"),
    # Translators: A button.
    P_("button.dismiss", "Got it"),
    # Translators: A button in the question box when another side offers a double. {stake}: the stake after doubling, a number.
    P_("button.accept_double", "Accept ×{stake}"),
    # Translators: A button.
    P_("button.double", "Double"),
    # Translators: A button. {stake}: the stake, a number.
    P_("button.double_to", "Double ×{stake}"),
    # Translators: Shown when the mouse rests on the table's doubling button ("button.double_to"). {stake}: the stake the match is played for now, a number (×1 at the start).
    P_("button.double.tooltip", "Doubling: offer the other side to play on for twice the stake (now ×{stake}). They accept, or give up the match and lose at the present stake. Once a deal, on your turn before you discard."),
    # Translators: A button.
    P_("button.draw", "Draw"),
    # Translators: A button: end the match in progress and choose a new game.
    P_("button.end_and_new", "End it, new game"),
    # Translators: A button.
    P_("button.export", "Export game"),
    # Translators: A button.
    P_("button.give_up", "Give up"),
    # Translators: A button.
    P_("button.go_out", "Go out"),
    # Translators: A button at the table: lay the whole hand as a special hand (Modern American). {hand}: the hand's name (from the special.* messages); {points}: its value.
    P_("button.special_hand", "Special hand: {hand} ({points})"),
    # Translators: A button at the table (Modern American): lay out the one three the player keeps in hand for a Straight, and draw a replacement. {card}: the three, e.g. 3♥.
    P_("button.lay_three", "Lay out {card}"),
    # Translators: A button.
    P_("button.help", "Help"),
    # Translators: A button.
    P_("button.hint", "Hint"),
    # Translators: A button.
    P_("button.import", "Import game"),
    # Translators: A button.
    P_("button.keep_playing", "Keep playing"),
    # Translators: A button above the last lines of the log at the table: opens the whole log of the match.
    P_("button.log", "Log"),
    # Translators: A button.
    P_("button.look_at_pile", "Look through the pile"),
    # Translators: A button.
    P_("button.look_at_table", "Look at the table"),
    # Translators: A button.
    P_("button.meld", "Meld"),
    # Translators: A button.
    P_("button.menu", "Menu"),
    # Translators: A button.
    P_("button.new_game", "New game"),
    # Translators: A button.
    P_("button.new_match", "New match"),
    # Translators: A button.
    P_("button.next_deal", "Next deal"),
    # Translators: A button.
    P_("button.no", "No"),
    # Translators: A button.
    P_("button.offer_double", "Offer the double"),
    # Translators: A button.
    P_("button.ok", "OK"),
    # Translators: A button.
    P_("button.open", "Open"),
    # Translators: A button.
    P_("button.play", "Play"),
    # Translators: A button.
    P_("button.quit", "Quit"),
    # Translators: A button.
    P_("button.ready", "I am ready"),
    # Translators: A button.
    P_("button.replay", "Replay"),
    # Translators: A button.
    P_("button.reset", "Reset to defaults"),
    # Translators: A button.
    P_("button.resume", "Resume game"),
    # Translators: A button.
    P_("button.save_house_rules", "Save as house rules"),
    # Translators: A button.
    P_("button.score_sheet", "Score sheet"),
    # Translators: A button.
    P_("button.settings", "Settings"),
    # Translators: A button.
    P_("button.sort_hand", "Sort hand"),
    # Translators: A button.
    P_("button.statistics", "Statistics"),
    # Translators: A button.
    P_("button.stop", "Stop"),
    # Translators: A button.
    P_("button.take_pile", "Take pile"),
    # Translators: A button.
    P_("button.tips_off", "Tips are on: click to switch them off"),
    # Translators: A button.
    P_("button.tips_on", "Tips are off: click to show them again"),
    # Translators: A button.
    P_("button.tutorial", "Tutorial"),
    # Translators: A button.
    P_("button.undo", "Undo"),
    # Translators: The undo button when it takes back the turn's last meld or lay-off: it names the cards. {cards}: one to three cards, e.g. "K♥ K♦ K♣".
    P_("button.undo_last", "Take back {cards}"),
    # Translators: The undo button when it takes back the turn's last meld or lay-off of more than three cards.
    NP_("button.undo_last_count", "Take back {count} card", "Take back {count} cards"),
    # Translators: The undo button when only the whole turn can be taken back: a pile taken (or dug into) for a first meld goes back and the turn starts again at the draw.
    P_("button.undo_turn", "Give the pile back"),
    # Translators: A button.
    P_("button.yes", "Yes"),
    # Translators: The letters in the corners of the jack, queen and king, in this order, separated by spaces: one letter each, as your language names the cards (German "B D K", Dutch "B V H").
    P_("card.index", "J Q K"),
    # Translators: How cards are written inside messages.
    P_("card.joker", "Joker"),
    # Translators: How cards are written inside messages.
    P_("card.list_separator", ", "),
    # Translators: The mark that groups the thousands of a number of points ("3,000"), as the score sheet writes it; German and Dutch write a point ("3.000").
    P_("number.thousands", ","),
    # Translators: A count shown at the table. {count}: a number.
    NP_("count.cards", "{count} card", "{count} cards"),
    # Translators: A count shown at the table. {count}: a number.
    NP_("count.points", "{count} point", "{count} points"),
    # Translators: A question box at the table. {name}: a player's name.
    P_("dialog.asks_title", "{name} asks"),
    # Translators: A question box at the table.
    P_("dialog.double", "Double the stakes?"),
    # Translators: A question box at the table. {others}: the other sides' names (several players, so the verb is plural); {stake}: the stake, a number.
    P_("dialog.double_detail", "Offer {others} to double the stake to ×{stake}. They accept, or give up the match."),
    # Translators: A question box at the table, when the other side is one player. {others}: that player's name; {stake}: the stake, a number.
    P_("dialog.double_detail_one", "Offer {others} to double the stake to ×{stake}. {others} accepts, or gives up the match."),
    # Translators: A question box at the table, when another side offers a double. {name}: a player's name; {stake}: the stake now, a number; {doubled}: the stake after doubling, a number.
    P_("dialog.double_offer", "{name} offers to double the stake from ×{stake} to ×{doubled}. Accept and play on at ×{doubled}, or give up the match now at ×{stake}."),
    # Translators: A question box at the table, when another side doubles and the rules do not allow giving up. {name}: a player's name; {stake}: the stake now, a number; {doubled}: the stake after doubling, a number.
    P_("dialog.double_offer_must", "{name} doubles the stake from ×{stake} to ×{doubled}. At this table nobody gives up: the match goes on at ×{doubled}."),
    # Translators: The title of a question box at the table. {name}: a player's name.
    P_("dialog.double_offer_title", "{name} offers a double"),
    # Translators: A question box at the table. {name}: a player's name.
    P_("dialog.double_offered", "{name} wants to double: double or give up?"),
    # Translators: A question box at the table.
    P_("dialog.give_up", "Give up this match? It counts as lost."),
    # Translators: A question box at the table. {others}: the other sides' names (several players, so the verb is plural); {stake}: the stake, a number.
    P_("dialog.give_up_detail", "The match ends now and {others} win at stake ×{stake}."),
    # Translators: A question box at the table, when the other side is one player. {others}: that player's name; {stake}: the stake, a number.
    P_("dialog.give_up_detail_one", "The match ends now and {others} wins at stake ×{stake}."),
    # Translators: A question box at the table.
    P_("dialog.give_up_title", "Give up the match?"),
    # Translators: A question box at the table. {name}: a player's name.
    P_("dialog.may_i_go_out", "Your partner {name} asks: may I go out?"),
    # Translators: A question box at the table.
    P_("dialog.new_game", "Start a new game? The game in progress ends."),
    # Translators: A question box at the table.
    P_("dialog.quit", "Quit? Your game is saved and goes on next time."),
    # Translators: The question asked when the pile can be taken more than one way; the answers follow.
    P_("dialog.take_how", "The pile can be taken more than one way."),
    # Translators: The title of the question asked when the pile can be taken more than one way.
    P_("dialog.take_how_title", "How do you take the pile?"),
    # Translators: The question asked before a new game would end a match in progress. {preset}: the preset's name; {deal}: a number; {scores}: the sides' scores, e.g. 1 230 : 890.
    P_("dialog.unfinished", "Your {preset} match (deal {deal}, {scores}) is not finished. A new game would end it."),
    # Translators: The title of the question asked before a new game would end a match in progress.
    P_("dialog.unfinished_title", "A match is not finished"),
    # Translators: The dialog that opens or saves a game record file.
    P_("file.export_title", "Save the game as a file"),
    # Translators: The dialog that opens or saves a game record file.
    P_("file.open_title", "Open a game record"),
    # Translators: The game's own file chooser, for saving and opening game records. Shown beside a folder's name in the list.
    P_("files.a_folder", "folder"),
    # Translators: The game's own file chooser, for saving and opening game records. Shown instead of the list when a folder cannot be read. {folder}: a folder's path; {reason}: the system's reason.
    P_("files.cannot_list", "This folder cannot be read ({reason}): {folder}. Go up a folder or elsewhere."),
    # Translators: The game's own file chooser, for saving and opening game records. A record file's line in the list. {date}: a date and time like 2026-12-01 14:05; {size}: a number of kilobytes.
    P_("files.detail", "{date} · {size} KB"),
    # Translators: The game's own file chooser, for saving and opening game records. Above the path of the folder shown.
    P_("files.folder", "Folder:"),
    # Translators: The game's own file chooser, for saving and opening game records. Under the list when opening a record.
    P_("files.hint_open", "Up and down arrows choose, Enter or a double click opens, Backspace goes up a folder, Escape cancels."),
    # Translators: The game's own file chooser, for saving and opening game records. Under the list when saving a record.
    P_("files.hint_save", "Type a name and press Enter to save here; the arrows and Enter open a folder, Alt+Up goes up a folder, Escape cancels."),
    # Translators: The game's own file chooser, for saving and opening game records. Above the box where the file's name is typed.
    P_("files.name", "File name"),
    # Translators: The game's own file chooser, for saving and opening game records. Said when saving with an empty name.
    P_("files.name_needed", "Type a name for the file first."),
    # Translators: The game's own file chooser, for saving and opening game records. In the list when a folder holds no game records.
    P_("files.none", "No game records in this folder."),
    # Translators: The game's own file chooser, for saving and opening game records. The first line of the list: go to the folder that holds this one.
    P_("files.up", "Up one folder"),
    # Translators: The help screen.
    P_("help.controls", "Controls"),
    # Translators: The help screen.
    P_("help.controls.discard", "Drag one card onto the discard pile to end your turn."),
    # Translators: The help screen.
    P_("help.controls.draw", "Click the stock to draw; click the discard pile to take it."),
    # Translators: The help screen.
    P_("help.controls.eye", "The eye beside a score shows that side's melds at a glance."),
    # Translators: The help screen.
    P_("help.controls.keys", "Enter draws or goes out, F11 switches full screen, Escape clears the selection."),
    # Translators: The help screen.
    P_("help.controls.meld", "Drag the selected cards onto the table for a new meld or onto a meld to add to it."),
    # Translators: The help screen.
    P_("help.controls.select", "Click cards in your hand to select them; a right click clears the selection."),
    # Translators: The help screen, after "help.controls.select", when a click on a card only selects it (the settings' "A click on a card: selects it").
    P_("help.controls.double_click", "A double click on a card in your hand plays it where it fits: onto your meld of its rank. In the settings, one click can do that instead."),
    # Translators: The help screen, instead of "help.controls.select" when the settings say "A click on a card: plays it where it fits".
    P_("help.controls.select_plays", "A click on a card in your hand lays it onto your meld of its rank; a card that fits no meld, or any card while others are selected, is selected instead. A click on a meld lays a card from your hand on it. A right click clears the selection."),
    # Translators: The help screen. Where a side's meld area is narrow (five players each alone), each meld is drawn as a small tile: its rank, then its number of cards, then a star and the number of wild cards in it (e.g. "K | 6 ★2").
    P_("help.controls.tiles", "Where a side has little room, each of its melds is a tile: the rank, the number of cards and, after a star, how many of them are wild."),
    # Translators: The help screen, after the tiles (five players' narrow areas): a canasta's tile says its kind ("Mixed 7") where the words fit; where they do not, the tile's colour tells it, and a key in the score panel at the top of the table (at its right end) names each colour ("Mixed canastas" in black).
    P_("help.controls.tile_kinds", "A canasta's tile gives its kind in words; where there is no room for them, its colour tells it, and the key beside the scores at the top names each colour."),
    # Translators: The help screen. Where a row of canastas is too crowded for a label under each pile (Pennies from Heaven for six), its closed canastas (and, if still crowded, the others) are drawn as lines: a canasta's rank on white, then its label with its kind and number of cards (e.g. "K | Mixed 7" with a padlock).
    P_("help.controls.lines", "Where a row of canastas is crowded, its canastas are lines: each gives its rank, then its kind and its number of cards."),
    # Translators: The help screen, where the rules allow doubling ("option.allow_double"): the table's "Double ×2" button ("button.double_to").
    P_("help.controls.double", "The Double button offers the other side to play on for twice the stake. They accept, or give up the match and lose at the stake so far. A side may offer it once a deal, on its turn before it discards; the stake doubles each time and is shown on the button."),
    # Translators: The help screen.
    P_("help.controls.undo", "Undo (or Ctrl+Z) takes the last meld or lay-off of this turn back into your hand, one step at a time; the button names the cards. Dragging one of those cards back to your hand does the same. The meld that took the pile stays, and so does a first meld once it has brought the pile into your hand; a pile taken for a first meld can be given back as a whole."),
    # Translators: The help screen.
    P_("help.glossary.black_three", "Black three: a stop card; discarded, it keeps the next player from taking the pile."),
    # Translators: The help screen, strategy tips (Modern American: red threes minus without a canasta, nothing with one, plus with two).
    P_("help.strategy.red_threes_tristate", "Red threes count against your side until it has a canasta, and plus only from two canastas: when you hold some, build canastas early."),
    # Translators: The help screen, strategy tips, where each player plays alone (two, three, five players, family): "help.strategy.red_threes_tristate" for one player.
    P_("help.strategy.red_threes_tristate_alone", "Red threes count against you until you have a canasta, and plus only from two canastas: when you hold some, build canastas early."),
    # Translators: The help screen, glossary.
    P_("help.glossary.black_three_bonus", "Black three: at this table a bonus card too, laid out at once and replaced from the stock like a red three."),
    # Translators: The help screen.
    P_("help.glossary.canasta", "Canasta: a meld of at least seven cards; natural without wild cards, mixed with them. The word is Spanish for basket."),
    # Translators: The help screen, glossary, in Hand and Foot, whose players call a canasta a book (clean: natural, dirty: mixed): "help.glossary.canasta" in their words.
    P_("help.glossary.canasta_books", "Book: a meld of seven cards, which takes no more; clean without wild cards, dirty with them. Other Canasta games call it a canasta."),
    # Translators: The help screen.
    P_("help.glossary.concealed", "Concealed: going out in one turn without having melded before; it earns a bigger bonus."),
    # Translators: The help screen.
    P_("help.glossary.first_meld", "First meld: a side's first meld of a deal, which must reach a minimum that grows with the side's score."),
    # Translators: The help screen, glossary: red threes and the first-meld minimum.
    P_("help.glossary.first_meld_red_threes", "Red threes and the first meld: the bonus of the red threes laid out counts toward the minimum, and may cover it."),
    # Translators: The help screen, glossary, where each player plays alone (two, three, five players, family): "help.glossary.first_meld" for one player.
    P_("help.glossary.first_meld_alone", "First meld: a player's first meld of a deal, which must reach a minimum that grows with their score."),
    # Translators: The help screen, glossary.
    P_("help.glossary.first_meld_deal", "First meld: a side's first meld of a deal, which must reach a minimum that grows from deal to deal."),
    # Translators: The help screen, glossary, where each player plays alone (two, three, five players, family): "help.glossary.first_meld_deal" for one player.
    P_("help.glossary.first_meld_deal_alone", "First meld: a player's first meld of a deal, which must reach a minimum that grows from deal to deal."),
    # Translators: The help screen, glossary.
    P_("help.glossary.first_meld_flat", "First meld: a side's first meld of a deal, which must reach a minimum."),
    # Translators: The help screen, glossary, where each player plays alone (two, three, five players, family): "help.glossary.first_meld_flat" for one player.
    P_("help.glossary.first_meld_flat_alone", "First meld: a player's first meld of a deal, which must reach a minimum."),
    # Translators: The help screen.
    P_("help.glossary.frozen", "Frozen pile: a pile with a wild card in it; it is taken only with a natural pair of the top card's rank."),
    # Translators: The help screen.
    P_("help.glossary.going_out", "Going out: getting rid of the last card of your hand, which ends the deal; your side needs a canasta for it."),
    # Translators: The help screen, glossary, where each player plays alone (two, three, five players, family): "help.glossary.going_out" for one player.
    P_("help.glossary.going_out_alone", "Going out: getting rid of the last card of your hand, which ends the deal; you need at least one canasta for it."),
    # Translators: The help screen, glossary, in Hand and Foot, whose players call a canasta a book (clean: natural, dirty: mixed): "help.glossary.going_out" in their words.
    P_("help.glossary.going_out_books", "Going out: getting rid of the last card of your hand and foot, which ends the deal; your side needs its books for it."),
    # Translators: The help screen, glossary, in Hand and Foot, whose players call a canasta a book (clean: natural, dirty: mixed), where each plays alone (two, three, five players): "help.glossary.going_out_books" for one player.
    P_("help.glossary.going_out_books_alone", "Going out: getting rid of the last card of your hand and foot, which ends the deal; you need your books for it."),
    # Translators: The help screen.
    P_("help.glossary.meld", "Meld: three or more cards of one rank laid face up in front of a side."),
    # Translators: The help screen, glossary, where each player plays alone (two, three, five players, family): "help.glossary.meld" for one player.
    P_("help.glossary.meld_alone", "Meld: three or more cards of one rank laid face up in front of a player."),
    # Translators: The help screen.
    P_("help.glossary.red_three", "Red three: a bonus card, laid out as soon as you get it and replaced from the stock."),
    # Translators: The help screen.
    P_("help.glossary.wild", "Wild card: a joker or a two; it stands for any rank in a meld."),
    # Translators: The help screen, glossary.
    P_("help.glossary.run", "Run: three to seven cards of one suit in order, without wild cards; seven make a canasta."),
    # Translators: The help screen, glossary.
    P_("help.glossary.wild_meld", "Meld of wild cards: three or more twos and jokers melded on their own; seven make a wild canasta."),
    # Translators: The help screen, glossary.
    P_("help.glossary.frozen_always", "Frozen pile: at this table the pile is always frozen; it is taken only with a natural pair of the top card's rank."),
    # Translators: The help screen, glossary.
    P_("help.glossary.foot", "Foot: a second hand of face-down cards, taken up when the hand is played out."),
    # Translators: The help screen, glossary.
    P_("help.glossary.pennies", "Pennies: face-down cards dealt to each player, which come into the hand with the player's first canasta."),
    # Translators: The help screen.
    P_("help.hint_prefix", "Hint:"),
    # Translators: The help screen.
    P_("help.house_rules", "House rules in force"),
    # Translators: The help screen.
    P_("help.no_hint", "No hint right now."),
    # Translators: The help screen.
    P_("help.no_house_rules", "None: the table plays the preset as it is."),
    # Translators: The help screen.
    P_("help.page", "Page"),
    # Translators: The help screen.
    P_("help.page.controls", "Controls"),
    # Translators: The help screen.
    P_("help.page.glossary", "Glossary"),
    # Translators: The help screen.
    P_("help.page.options", "All options"),
    # Translators: The help screen.
    P_("help.page.rules", "Rules of this table"),
    # Translators: The help screen.
    P_("help.page.strategy", "Strategy tips"),
    # Translators: The help screen.
    P_("help.rules", "Rules"),
    # Translators: The help screen.
    P_("help.rules.alone", "Everyone plays alone."),
    # Translators: The help screen.
    P_("help.rules.ask", "Before going out you may ask your partner; the answer binds."),
    # Translators: The help screen. {mixed}: a number of points; {natural}: a number of points.
    P_("help.rules.canasta", "A canasta is a meld of seven cards: {natural} points without wild cards, {mixed} with them."),
    # Translators: The help screen, in Hand and Foot, whose players call a canasta a book (clean: natural, dirty: mixed): "help.rules.canasta" in their words. {mixed}: a number of points; {natural}: a number of points.
    P_("help.rules.canasta_books", "A book is a meld of seven cards: a clean one (without wild cards) scores {natural} points, a dirty one {mixed}."),
    # Translators: The help screen. {cards}: a list of cards, e.g. 7♥, 7♦, Joker; {jokers}: a number of jokers; {packs}: a number of packs; {players}: a number of players.
    P_("help.rules.deal", "{players} players, {cards} cards each, from {packs} packs of 52 cards and {jokers} jokers."),
    # Translators: The help screen. {table}: a table's name.
    P_("help.rules.first_meld", "Your side's first meld of a deal must be worth at least (by score, lowest first): {table} points."),
    # Translators: The help screen, after the first-meld minimums. {bonus}: the points of one red three.
    P_("help.rules.first_meld_red_threes", "Red threes already laid out count toward this minimum with their bonus ({bonus} each): with enough of them any valid meld opens."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.first_meld" for one player. {table}: a table's name.
    P_("help.rules.first_meld_alone", "Your first meld of a deal must be worth at least (by score, lowest first): {table} points."),
    # Translators: The help screen.
    P_("help.rules.frozen", "A wild card in the discard pile freezes it: then only two natural cards of the top card's rank from your hand take it."),
    # Translators: The help screen. {bonus}: a number of points; {concealed}: a number of points; {count}: a number.
    NP_("help.rules.going_out", "To go out your side needs {count} canasta; going out earns {bonus} points, going out concealed {concealed}.", "To go out your side needs {count} canastas; going out earns {bonus} points, going out concealed {concealed}."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.going_out" for one player. {bonus}: a number of points; {concealed}: a number of points; {count}: a number.
    NP_("help.rules.going_out_alone", "To go out you need {count} canasta; going out earns {bonus} points, going out concealed {concealed}.", "To go out you need {count} canastas; going out earns {bonus} points, going out concealed {concealed}."),
    # Translators: The help screen.
    P_("help.rules.melds", "A meld is three or more cards of one rank, at least two of them natural; twos and jokers are wild."),
    # Translators: The help screen.
    P_("help.rules.partners", "Partners sit opposite each other and play as one side: they share their melds and their score."),
    # Translators: The help screen.
    P_("help.rules.pile_dig", "You may reach into the discard pile and take cards from the top, as long as you can meld the deepest one this turn."),
    # Translators: The help screen.
    P_("help.rules.points", "Card values: joker 50, two and ace 20, eight to king 10, four to seven 5."),
    # Translators: The help screen.
    P_("help.rules.single_deal", "The match is a single deal: the better score wins."),
    # Translators: The help screen. {target}: the points to play to.
    P_("help.rules.target", "The first side to reach {target} points wins the match."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.target" for one player. {target}: the points to play to.
    P_("help.rules.target_alone", "The first player to reach {target} points wins the match."),
    # Translators: The help screen's rules page (Modern American's special hands). {hands}: the list of hands with their values, e.g. "Pairs 2500, Straight 3000".
    P_("help.rules.special_hands", "Special hands: a player whose side has not melded may lay the whole hand of"
                                   " fourteen cards at once after drawing, in a set shape; it ends the deal and"
                                   " that side scores the hand instead of everything else: {hands}."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.special_hands" for one player. {hands}: the list of hands with their values, e.g. "Pairs 2500, Straight 3000".
    P_("help.rules.special_hands_alone", "Special hands: a player who has not melded may lay the whole hand of fourteen cards at once after drawing, in a set shape; it ends the deal and that player scores the hand instead of everything else: {hands}."),
    # Translators: The help screen's rules page: one special hand and its value in the list. {hand}: its name; {points}: a number.
    P_("help.rules.special_hand_value", "{hand} {points}"),
    # Translators: The help screen's rules page (Modern American's special hands).
    P_("help.rules.dream_hands", "A Dream Hand wins the match at once."),
    # Translators: The help screen.
    P_("help.rules.threes_plain", "Threes are ordinary cards at this table."),
    # Translators: The help screen. {count}: a number.
    NP_("help.rules.turn", "On your turn draw a card from the stock or take the discard pile, meld if you like, then discard one card.", "On your turn draw {count} cards from the stock or take the discard pile, meld if you like, then discard one card."),
    # Translators: The help screen, rules page: a sentence of the rules of this table. {count}: the most wild cards in a meld of six or more.
    P_("help.rules.wilds_by_size", "How many wild cards a meld may hold grows with its size: one in three cards, two in four or five, {count} from six."),
    # Translators: The help screen. {count}: a number.
    P_("help.rules.wilds_max", "A meld holds at most {count} wild cards."),
    # Translators: The help screen, rules page: a sentence of the rules of this table. {count}: the most wild cards in a meld.
    P_("help.rules.wilds_no_outnumber", "Wild cards may never outnumber the natural cards of a meld, and a meld holds at most {count} of them."),
    # Translators: The help screen. {preset}: the name of a set of rules.
    P_("help.rules_of", "The rules: {preset}"),
    # Translators: A paragraph of the in-game rules of a variant. {bonus}: points.
    P_("help.rules.runs", "Runs: three to seven cards of one suit in order (four low, ace high), without wild cards or threes. A run of seven is a canasta worth {bonus} and is closed."),
    # Translators: A paragraph of the in-game rules of a variant. {bonus}: points (several: by what the canasta holds).
    P_("help.rules.wild_melds", "Wild cards may form a meld of their own, three or more; a canasta of seven wild cards pays {bonus}."),
    # Translators: The help screen, rules page: a sentence of the rules of this table (the name the variant gives a canasta, as on its badge).
    P_("help.rules.run_name_samba", "A canasta of a run is called a samba."),
    # Translators: The help screen, rules page: a sentence of the rules of this table (the name the variant gives a canasta, as on its badge).
    P_("help.rules.run_name_escalera", "A canasta of a run is called an escalera."),
    # Translators: The help screen, rules page: a sentence of the rules of this table (the name the variant gives a canasta, as on its badge).
    P_("help.rules.wild_name_bolivia", "A canasta of wild cards is called a bolivia."),
    # Translators: A paragraph of the in-game rules of a variant. {count}: a number of cards.
    P_("help.rules.meld_cap", "A meld holds at most {count} cards: then it is closed and takes no more."),
    # Translators: A paragraph of the in-game rules of a variant.
    P_("help.rules.melds_many", "A side may have several melds of one rank: drop a card on the meld it should join."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.melds_many" for one player.
    P_("help.rules.melds_many_alone", "You may have several melds of one rank: drop a card on the meld it should join."),
    # Translators: A paragraph of the in-game rules of a variant.
    P_("help.rules.melds_after_closed", "Once a meld of a rank is closed, a new meld of that rank may be started."),
    # Translators: A paragraph of the in-game rules of a variant. {count}: a number of cards.
    P_("help.rules.packet_foot", "Each player is also dealt a face-down foot of {count} cards; when the hand is played out, the foot becomes the hand."),
    # Translators: A paragraph of the in-game rules of a variant. {count}: a number of cards.
    P_("help.rules.packet_pennies", "Each player is also dealt {count} face-down pennies; they come into the hand after the player's first canasta."),
    # Translators: A paragraph of the in-game rules of a variant.
    P_("help.rules.always_frozen", "The discard pile is always frozen: only two natural cards of the top card's rank from your hand take it."),
    # Translators: A paragraph of the in-game rules of a variant. {bonus}: points.
    P_("help.rules.sevens", "A canasta of sevens pays {bonus}."),
    # Translators: The help screen, rules page: a sentence of the rules of this table (Modern American Canasta).
    P_("help.rules.red_threes_need_tristate", "They count minus while your side has no canasta, nothing with one canasta, and plus with two or more."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.red_threes_need_tristate" for one player. "They": the red threes.
    P_("help.rules.red_threes_need_tristate_alone", "They count minus while you have no canasta, nothing with one canasta, and plus with two or more."),
    # Translators: The help screen, rules page: a sentence of the rules of this table (Modern American Canasta).
    P_("help.rules.black_threes_bonus", "Black threes are bonus cards too: laid out at once, replaced from the stock, and scored apart by the same table and sign; a three is never discarded."),
    # Translators: The help screen, rules page: a sentence of the rules of this table (Modern American Canasta).
    P_("help.rules.rule_of_five", "After your side's first meld, a wild card joins only a meld of {count} natural cards or more."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.rule_of_five" for one player.
    P_("help.rules.rule_of_five_alone", "After your first meld, a wild card joins only a meld of {count} natural cards or more."),
    # Translators: The help screen, rules page: a sentence of the rules of this table (Modern American Canasta).
    P_("help.rules.sevens_natural", "Sevens never take wild cards."),
    # Translators: The help screen, rules page: a sentence of the rules of this table (Modern American Canasta).
    P_("help.rules.aces_natural", "Aces take wild cards only in your side's first meld."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.aces_natural" for one player.
    P_("help.rules.aces_natural_alone", "Aces take wild cards only in your first meld."),
    # Translators: The help screen, rules page: a sentence of the rules of this table (Modern American Canasta).
    P_("help.rules.wild_meld_blocks", "While your side's meld of wild cards is not a canasta, no wild card goes into its other melds."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.wild_meld_blocks" for one player.
    P_("help.rules.wild_meld_blocks_alone", "While your meld of wild cards is not a canasta, no wild card goes into your other melds."),
    # Translators: The help screen, rules page: a sentence of the rules of this table (Modern American Canasta).
    P_("help.rules.clean_triple", "Your side's first meld must include three or more natural cards of one rank without a wild card."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.clean_triple" for one player.
    P_("help.rules.clean_triple_alone", "Your first meld must include three or more natural cards of one rank without a wild card."),
    # Translators: The help screen, rules page: a sentence of the rules of this table (Modern American Canasta).
    P_("help.rules.top_card_not_counted", "The pile's top card does not count toward the first meld: the cards from your hand must reach it."),
    # Translators: The help screen, rules page: a sentence of the rules of this table (Modern American Canasta).
    P_("help.rules.take_meld_max", "The pile's top card and your pair join your meld of that rank only while it holds {count} cards or fewer."),
    # Translators: The help screen, rules page: a sentence of the rules of this table (Modern American Canasta).
    P_("help.rules.take_dead_rank", "The pile cannot be taken with a card of a rank your side has finished as a canasta."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.take_dead_rank" for one player.
    P_("help.rules.take_dead_rank_alone", "The pile cannot be taken with a card of a rank you have finished as a canasta."),
    # Translators: The help screen, rules page: a sentence of the rules of this table (Modern American Canasta).
    P_("help.rules.bonus_cards", "The player who makes a side's first meld from the hand draws bonus cards at the next turn: {first} for the first side, {second} for the second, while the stock holds {stock} cards or more."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.bonus_cards" for one player.
    P_("help.rules.bonus_cards_alone", "A player who makes their first meld from the hand draws bonus cards at the next turn: {first} if nobody else has melded yet, {second} otherwise, while the stock holds {stock} cards or more."),
    # Translators: The help screen, rules page: a sentence of the rules of this table (Modern American Canasta).
    P_("help.rules.aces_canasta", "A natural canasta of aces pays {bonus}."),
    # Translators: The help screen, rules page: a sentence of the rules of this table (Modern American Canasta).
    P_("help.rules.bonus_cards_dealt", "Two piles of bonus cards, {first} and {second}, are set aside at the deal: the player who makes the first side's first meld from the hand takes the first at the next turn, the second side's opener the other."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.bonus_cards_dealt" for one player.
    P_("help.rules.bonus_cards_dealt_alone", "Two piles of bonus cards, {first} and {second}, are set aside at the deal: the first player to make a first meld from the hand takes the first at the next turn, the next player to do so the other."),
    # Translators: The help screen, rules page: a sentence of the rules of this table (Modern American Canasta).
    P_("help.rules.ask_once", "You may ask only once in a deal."),
    # Translators: The help screen, rules page: a sentence of the rules of this table (Modern American Canasta).
    P_("help.rules.splash", "A canasta melded from the hand in your side's opening turn needs no minimum."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.splash" for one player.
    P_("help.rules.splash_alone", "A canasta melded from the hand in your opening turn needs no minimum."),
    # Translators: The help screen, rules page: a sentence of the rules of this table (Modern American Canasta).
    P_("help.rules.go_out_no_unfinished", "Your side may not go out while it has a natural meld of aces, a meld of sevens or a meld of wild cards that is not a canasta."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.go_out_no_unfinished" for one player.
    P_("help.rules.go_out_no_unfinished_alone", "You may not go out while you have a natural meld of aces, a meld of sevens or a meld of wild cards that is not a canasta."),
    # Translators: The help screen, rules page: a sentence of the rules of this table (Modern American Canasta).
    P_("help.rules.unfinished", "When the deal ends, each unfinished meld costs its side: natural aces {aces}, sevens {sevens}, wild cards {wild}."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.unfinished" for one player.
    P_("help.rules.unfinished_alone", "When the deal ends, each unfinished meld costs the player it belongs to: natural aces {aces}, sevens {sevens}, wild cards {wild}."),
    # Translators: The help screen, rules page: a sentence of the rules of this table (Modern American Canasta).
    P_("help.rules.held_aces_sevens", "A player holding three or more aces, or three or more sevens, when the deal ends loses {value} for each, besides the cards."),
    # Translators: The help screen, rules page: a sentence of the rules of this table (Modern American Canasta).
    P_("help.rules.melds_minus", "A side without a canasta counts its melded cards minus and gets no bonus."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.melds_minus" for one player.
    P_("help.rules.melds_minus_alone", "A player without a canasta counts their melded cards minus and gets no bonus."),
    # Translators: A paragraph of the in-game rules of a variant. {kinds}: the canastas by kind and number, as their badges name them, e.g. "Natural 1, Mixed 1".
    P_("help.rules.go_out_kinds", "To go out, a side needs at least these canastas: {kinds}."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.go_out_kinds" for one player. {kinds}: the canastas by kind and number, as their badges name them, e.g. "Natural 1, Mixed 1".
    P_("help.rules.go_out_kinds_alone", "To go out, you need at least these canastas: {kinds}."),
    # Translators: A paragraph of the in-game rules, in Hand and Foot, whose players call a canasta a book (clean: natural, dirty: mixed): "help.rules.go_out_kinds" in their words. {kinds}: the books by kind and number, as their badges name them, e.g. "Clean 1, Dirty 1".
    P_("help.rules.go_out_kinds_books", "To go out, a side needs at least these books: {kinds}."),
    # Translators: The help screen, in Hand and Foot, whose players call a canasta a book (clean: natural, dirty: mixed), where each plays alone (two, three, five players): "help.rules.go_out_kinds_books" for one player. {kinds}: the books by kind and number, as their badges name them, e.g. "Clean 1, Dirty 1".
    P_("help.rules.go_out_kinds_books_alone", "To go out, you need at least these books: {kinds}."),
    # Translators: A paragraph of the in-game rules of a variant: a discard ban.
    P_("help.rules.ban.black_three_first_turn", "No black three may be discarded on a player's first turn."),
    # Translators: A paragraph of the in-game rules of a variant: a discard ban.
    P_("help.rules.ban.sevens_each_side", "No seven may be discarded until each side has a canasta of sevens."),
    # Translators: A paragraph of the in-game rules of a variant, also the table's tip before the first discard, where each player plays alone (two, three, five players, family): "help.rules.ban.sevens_each_side" for one player.
    P_("help.rules.ban.sevens_each_side_alone", "No seven may be discarded until every player has a canasta of sevens."),
    # Translators: A paragraph of the in-game rules of a variant: a discard ban.
    P_("help.rules.ban.sevens_own_side", "No seven may be discarded until your side has a canasta of sevens."),
    # Translators: A paragraph of the in-game rules of a variant, also the table's tip before the first discard, where each player plays alone (two, three, five players, family): "help.rules.ban.sevens_own_side" for one player.
    P_("help.rules.ban.sevens_own_side_alone", "No seven may be discarded until you have a canasta of sevens."),
    # Translators: A paragraph of the in-game rules of a variant: a discard ban.
    P_("help.rules.ban.seven_going_out", "A seven may never be the card you go out with."),
    # Translators: A paragraph of the in-game rules of a variant: a discard ban.
    P_("help.rules.ban.threes_never", "Threes may never be discarded."),
    # Translators: A paragraph of the in-game rules of a variant: a discard ban.
    P_("help.rules.ban.wild_until_last", "A wild card may be discarded only as the last card, or from a hand of wild cards only."),
    # Translators: A paragraph of the in-game rules of a variant: a discard ban. SWAD: sevens, wild cards, aces, dead ranks.
    P_("help.rules.ban.swad_empty_pile", "On an empty pile no seven, wild card, ace or card of a rank your side has a canasta of may be discarded."),
    # Translators: A paragraph of the in-game rules of a variant, also the table's tip before the first discard, where each player plays alone (two, three, five players, family): "help.rules.ban.swad_empty_pile" for one player.
    P_("help.rules.ban.swad_empty_pile_alone", "On an empty pile no seven, wild card, ace or card of a rank you have a canasta of may be discarded."),
    # Translators: A paragraph of the in-game rules of a variant: what to do when the discard bans forbid every card (Modern American Canasta).
    P_("help.rules.take_back", "If the bans forbid every card in your hand, take a natural card back from a meld of four cards or more of your side's and discard it, even if that breaks a canasta."),
    # Translators: A paragraph of the in-game rules of a variant, also the table's tip before the first discard, where each player plays alone (two, three, five players, family): "help.rules.take_back" for one player.
    P_("help.rules.take_back_alone", "If the bans forbid every card in your hand, take a natural card back from a meld of yours of four cards or more and discard it, even if that breaks a canasta."),
    # Translators: The help screen, rules page: a sentence of the rules of this table (Modern American Canasta).
    P_("help.rules.stock_end_three", "A three drawn as the last card of the stock stays in the hand, counting against the side, and the deal ends at once."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.stock_end_three" for one player.
    P_("help.rules.stock_end_three_alone", "A three drawn as the last card of the stock stays in the hand, counting against its holder, and the deal ends at once."),
    # Translators: A paragraph of the in-game rules of a variant. {count}: a number of deals.
    P_("help.rules.match_deals", "The match lasts {count} deals: the highest total after the last one wins."),
    # Translators: The help screen, rules page: a sentence of the rules of this table.
    P_("help.rules.partners_teams", "Two teams of three in alternating seats: every other player is your partner, so an opponent sits on either side of you. A team plays as one side: it shares its melds and its score."),
    # Translators: The help screen, rules page: a sentence of the rules of this table.
    P_("help.rules.partners_pairs", "Three pairs: partners sit opposite each other, with one player of each other pair between them. A pair plays as one side: it shares its melds and its score."),
    # Translators: The help screen, rules page: a sentence of the rules of this table. {count}: the most wild cards in a meld.
    P_("help.rules.wilds_strict", "A meld holds fewer wild cards than natural cards, and at most {count} wild cards."),
    # Translators: The help screen, rules page: a sentence of the rules of this table. {count}: the most wild cards in a meld.
    P_("help.rules.wilds_double", "A meld holds at least twice as many natural cards as wild cards, and at most {count} wild cards."),
    # Translators: The help screen, rules page: a sentence of the rules of this table.
    P_("help.rules.wilds_unlimited", "A meld may hold any number of wild cards, as long as two natural cards are in it."),
    # Translators: The help screen, rules page: a sentence of the rules of this table. {table}: the minimums deal by deal, e.g. 50 / 90 / 120 / 150.
    P_("help.rules.first_meld_by_deal", "Your side's first meld must be worth at least {table} points: the first figure in the first deal, the next in the second and so on, the last in every later deal."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.first_meld_by_deal" for one player. {table}: the minimums deal by deal, e.g. 50 / 90 / 120 / 150.
    P_("help.rules.first_meld_by_deal_alone", "Your first meld must be worth at least {table} points: the first figure in the first deal, the next in the second and so on, the last in every later deal."),
    # Translators: The help screen, rules page: a sentence of the rules of this table.
    P_("help.rules.hand_face", "Cards left in a hand when the deal ends cost their face value instead: a number card its number, a picture 10, an ace 20, a joker 50."),
    # Translators: The help screen, rules page: a sentence of the rules of this table.
    P_("help.rules.pile_take_whole", "To take the discard pile, meld its top card at once with two natural cards of its rank from your hand; the rest of the pile comes into your hand."),
    # Translators: The help screen, rules page: a sentence of the rules of this table. {count}: a number of cards.
    P_("help.rules.pile_take_top", "To take the discard pile, meld its top card at once with two natural cards of its rank from your hand; you take only the top {count} cards of the pile, the top card among them, and the rest stays as the pile."),
    # Translators: The help screen, rules page: a sentence of the rules of this table.
    P_("help.rules.pile_natural_wild", "When the pile is not frozen, one natural card of its rank and a wild card from your hand take it too."),
    # Translators: The help screen, rules page: a sentence of the rules of this table.
    P_("help.rules.pile_onto_meld", "When the pile is not frozen, you may also take it by putting its top card on your side's meld of that rank."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.pile_onto_meld" for one player.
    P_("help.rules.pile_onto_meld_alone", "When the pile is not frozen, you may also take it by putting its top card on your meld of that rank."),
    # Translators: The help screen, rules page: a sentence of the rules of this table.
    P_("help.rules.pile_onto_open_meld", "When the pile is not frozen, you may also take it by putting its top card on your side's meld of that rank, if that meld is not yet a canasta."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.pile_onto_open_meld" for one player.
    P_("help.rules.pile_onto_open_meld_alone", "When the pile is not frozen, you may also take it by putting its top card on your meld of that rank, if that meld is not yet a canasta."),
    # Translators: The help screen, rules page: a sentence of the rules of this table.
    P_("help.rules.pile_onto_run", "When the pile is not frozen, its top card may also go at either end of one of your side's runs that is not yet a canasta; it never starts a run."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.pile_onto_run" for one player.
    P_("help.rules.pile_onto_run_alone", "When the pile is not frozen, its top card may also go at either end of one of your runs that is not yet a canasta; it never starts a run."),
    # Translators: The help screen, rules page: a sentence of the rules of this table.
    P_("help.rules.frozen_first_meld", "The pile is also frozen for a side that has not made its first meld."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.frozen_first_meld" for one player.
    P_("help.rules.frozen_first_meld_alone", "The pile is also frozen for a player who has not made their first meld."),
    # Translators: The help screen, rules page: a sentence of the rules of this table.
    P_("help.rules.pile_top_wild", "A wild card on top of the pile can never be taken."),
    # Translators: The help screen, rules page: a sentence of the rules of this table.
    P_("help.rules.one_card", "With a single card in your hand you may not take a pile of one card."),
    # Translators: The help screen, rules page: a sentence of the rules of this table.
    P_("help.rules.red_threes_auto", "Red threes are bonus cards: they are laid out at once and replaced from the stock."),
    # Translators: The help screen, rules page: a sentence of the rules of this table.
    P_("help.rules.red_threes_lay", "Red threes are bonus cards: lay them out yourself before you meld."),
    # Translators: The help screen, rules page: a sentence of the rules of this table. {table}: how many red threes and their points, e.g. 1: 100, 2: 300, 3: 500, 4: 1000.
    P_("help.rules.red_three_table", "They score by how many your side has: {table}."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.red_three_table" for one player. {table}: how many red threes and their points, e.g. 1: 100, 2: 300, 3: 500, 4: 1000. "They": the red threes.
    P_("help.rules.red_three_table_alone", "They score by how many you have: {table}."),
    # Translators: The help screen, rules page: a sentence of the rules of this table. About red threes. {value}: points.
    P_("help.rules.red_three_each", "Each scores {value}."),
    # Translators: The help screen, rules page: a sentence of the rules of this table. About red threes. {value}: points; {rows}: the totals for whole sets, e.g. 6 together 1000.
    P_("help.rules.red_three_each_rows", "Each scores {value}; {rows}."),
    # Translators: The help screen, rules page: one row of the red threes' table, in a list. {count}: a number of red threes; {total}: their points.
    P_("help.rules.red_three_row", "{count} together {total}"),
    # Translators: The help screen, rules page: a sentence of the rules of this table. About red threes. {count}: a number of canastas.
    NP_("help.rules.red_threes_need_canastas", "They count against your side until it has a canasta.", "They count against your side until it has {count} canastas."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.red_threes_need_canastas" for one player. {count}: a number of canastas. "They": the red threes.
    NP_("help.rules.red_threes_need_canastas_alone", "They count against you until you have a canasta.", "They count against you until you have {count} canastas."),
    # Translators: The help screen, rules page: a sentence of the rules of this table. About red threes.
    P_("help.rules.red_threes_need_meld", "They count against your side while it has not melded."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.red_threes_need_meld" for one player. "They": the red threes.
    P_("help.rules.red_threes_need_meld_alone", "They count against you while you have not melded."),
    # Translators: The help screen, rules page: a sentence of the rules of this table. About red threes.
    P_("help.rules.red_threes_need_sevens", "They count against your side until it has a canasta of sevens."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.red_threes_need_sevens" for one player. "They": the red threes.
    P_("help.rules.red_threes_need_sevens_alone", "They count against you until you have a canasta of sevens."),
    # Translators: The help screen, rules page: a sentence of the rules of this table. About red threes.
    P_("help.rules.red_threes_need_going_out", "They count against your side until it has the canastas it needs to go out."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.red_threes_need_going_out" for one player. "They": the red threes.
    P_("help.rules.red_threes_need_going_out_alone", "They count against you until you have the canastas you need to go out."),
    # Translators: The help screen, rules page: a sentence of the rules of this table. About red threes. {value}: points.
    P_("help.rules.red_threes_minus_each", "Counted against it, each costs {value}."),
    # Translators: The help screen, rules page: a sentence of the rules of this table. {value}: points.
    P_("help.rules.red_three_left", "Each red three still in a hand when the deal ends costs {value}."),
    # Translators: The help screen, rules page: a sentence of the rules of this table. {value}: points. The foot: the face-down packet of Hand and Foot.
    P_("help.rules.red_three_unopened_foot", "Each red three in a foot nobody took up costs {value} when the deal ends."),
    # Translators: The help screen, rules page: a sentence of the rules of this table. {value}: points. Pennies: the face-down cards of Pennies from Heaven.
    P_("help.rules.red_three_unopened_pennies", "Each red three among pennies nobody took up costs {value} when the deal ends."),
    # Translators: The help screen, rules page: a sentence of the rules of this table.
    P_("help.rules.black_three_stops", "A black three on top of the pile stops the next player from taking it."),
    # Translators: The help screen, rules page: a sentence of the rules of this table.
    P_("help.rules.black_threes_meld", "Black threes are melded only by a player going out: three or more, without wild cards."),
    # Translators: The help screen, rules page: a sentence of the rules of this table.
    P_("help.rules.black_threes_never_melded", "Black threes are never melded."),
    # Translators: The help screen, rules page: a sentence of the rules of this table. {value}: points; {all}: points; {count}: the number of black threes in the cards.
    P_("help.rules.black_threes_set_aside", "Black threes in a pile you take are set aside: {value} each for your side, {all} instead when your side has all {count}."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.black_threes_set_aside" for one player. {value}: points; {all}: points; {count}: the number of black threes in the cards.
    P_("help.rules.black_threes_set_aside_alone", "Black threes in a pile you take are set aside: {value} each for you, {all} instead when you have all {count}."),
    # Translators: The help screen, rules page: a sentence of the rules of this table. {value}: points.
    P_("help.rules.black_threes_in_hand", "Each black three left in a hand when the deal ends costs {value}."),
    # Translators: The help screen, rules page: a sentence of the rules of this table. {value}: points.
    P_("help.rules.black_threes_in_hand_out", "Each black three left in a hand when a player goes out costs {value}; when the stock runs out, its card value."),
    # Translators: The help screen, rules page: a sentence of the rules of this table. {count}: a number of canastas; {bonus}: points.
    NP_("help.rules.going_out_plain", "To go out your side needs {count} canasta; going out earns {bonus} points, concealed or not.", "To go out your side needs {count} canastas; going out earns {bonus} points, concealed or not."),
    # Translators: The help screen, where each player plays alone (two, three, five players, family): "help.rules.going_out_plain" for one player. {bonus}: a number of points; {count}: a number.
    NP_("help.rules.going_out_plain_alone", "To go out you need {count} canasta; going out earns {bonus} points, concealed or not.", "To go out you need {count} canastas; going out earns {bonus} points, concealed or not."),
    # Translators: The help screen, in Hand and Foot, whose players call a canasta a book (clean: natural, dirty: mixed): "help.rules.going_out_plain" in their words. {bonus}: a number of points; {count}: a number.
    NP_("help.rules.going_out_plain_books", "To go out your side needs {count} book; going out earns {bonus} points, concealed or not.", "To go out your side needs {count} books; going out earns {bonus} points, concealed or not."),
    # Translators: The help screen, in Hand and Foot, whose players call a canasta a book (clean: natural, dirty: mixed), where each plays alone (two, three, five players): "help.rules.going_out_plain_books" for one player. {bonus}: a number of points; {count}: a number.
    NP_("help.rules.going_out_plain_books_alone", "To go out you need {count} book; going out earns {bonus} points, concealed or not.", "To go out you need {count} books; going out earns {bonus} points, concealed or not."),
    # Translators: The help screen, in Hand and Foot, whose players call a canasta a book (clean: natural, dirty: mixed), at a table whose house rules pay going out concealed apart: "help.rules.going_out" in their words. {bonus}: a number of points; {concealed}: a number of points; {count}: a number.
    NP_("help.rules.going_out_books", "To go out your side needs {count} book; going out earns {bonus} points, going out concealed {concealed}.", "To go out your side needs {count} books; going out earns {bonus} points, going out concealed {concealed}."),
    # Translators: The help screen, in Hand and Foot, whose players call a canasta a book (clean: natural, dirty: mixed), where each plays alone (two, three, five players): "help.rules.going_out_books" for one player. {bonus}: a number of points; {concealed}: a number of points; {count}: a number.
    NP_("help.rules.going_out_books_alone", "To go out you need {count} book; going out earns {bonus} points, going out concealed {concealed}.", "To go out you need {count} books; going out earns {bonus} points, going out concealed {concealed}."),
    # Translators: The help screen, rules page: a sentence of the rules of this table. {bonus}: points.
    P_("help.rules.going_out_melded", "Going out by melding the last card too, with no discard, earns {bonus} instead."),
    # Translators: The help screen, rules page: a sentence of the rules of this table. {bonus}: points.
    P_("help.rules.going_out_partner_canasta", "Going out earns {bonus} more when your side already had a canasta as the turn began."),
    # Translators: The help screen, rules page: a sentence of the rules of this table.
    P_("help.rules.final_discard.optional", "You go out by melding all your cards, or all but one and discarding the last."),
    # Translators: The help screen, rules page: a sentence of the rules of this table.
    P_("help.rules.final_discard.forbidden", "You go out by melding your last card: it may not be discarded."),
    # Translators: The help screen, rules page: a sentence of the rules of this table.
    P_("help.rules.final_discard.required", "You go out by discarding your last card: you may not meld them all."),
    # Translators: The help screen, rules page: a sentence of the rules of this table.
    P_("help.rules.go_out_partner_packet", "You may go out only once each of your partners has taken up their face-down cards."),
    # Translators: The help screen, rules page: a sentence of the rules of this table.
    P_("help.rules.ask_team", "Before going out you may ask a partner, the next of your team to play; the answer binds."),
    # Translators: The help screen, rules page: one row of what a canasta of wild cards pays, in a list. {bonus}: points; {jokers}, {twos}: numbers of cards.
    P_("help.rules.wild_row_both", "{bonus} with {jokers} jokers and {twos} twos"),
    # Translators: The help screen, rules page: one row of what a canasta of wild cards pays, in a list. {bonus}: points; {twos}: a number of twos.
    P_("help.rules.wild_row_twos", "{bonus} with {twos} twos"),
    # Translators: The help screen, rules page: one row of what a canasta of wild cards pays, in a list. {bonus}: points; {jokers}: a number of jokers.
    P_("help.rules.wild_row_jokers", "{bonus} with {jokers} jokers"),
    # Translators: The help screen, rules page: the last row of what a canasta of wild cards pays, in a list. {bonus}: points.
    P_("help.rules.wild_row_other", "{bonus} otherwise"),
    # Translators: The help screen.
    P_("help.strategy.black_threes", "Keep a black three for the moment the next player could take a valuable pile."),
    # Translators: The help screen.
    P_("help.strategy.concealed", "Going out concealed pays well but is risky: try it only while the stock is still large."),
    # Translators: The help screen.
    P_("help.strategy.count_wilds", "Count the wild cards that have been played: the fewer are left, the safer a big pile is from being frozen."),
    # Translators: The help screen.
    P_("help.strategy.first_meld", "With a high score the first meld is expensive: keep aces, kings and wild cards together for it instead of spending them early."),
    # Translators: The help screen.
    P_("help.strategy.freeze", "When the other side is waiting for a big pile, discarding a wild card freezes it and makes it much harder to take."),
    # Translators: The help screen, strategy tips. {more}: points.
    P_("help.strategy.naturals", "A natural canasta is worth {more} more than a mixed one: wait with wild cards when a natural one is in reach."),
    # Translators: The help screen, strategy tips, in Hand and Foot, whose players call a canasta a book (clean: natural, dirty: mixed): "help.strategy.naturals" in their words. {more}: points.
    P_("help.strategy.naturals_books", "A clean book is worth {more} more than a dirty one: wait with wild cards when a clean one is in reach."),
    # Translators: The help screen.
    P_("help.strategy.red_threes", "Red threes help only once your side has melded: make your first meld early when you hold some."),
    # Translators: The help screen, strategy tips, where each player plays alone (two, three, five players, family): "help.strategy.red_threes" for one player.
    P_("help.strategy.red_threes_alone", "Red threes help only once you have melded: make your first meld early when you hold some."),
    # Translators: The help screen, strategy tips. {count}: a number of canastas.
    NP_("help.strategy.red_threes_canastas", "Red threes count against your side until it has a canasta: when you hold some, make one early.", "Red threes count against your side until it has {count} canastas: when you hold some, build them early."),
    # Translators: The help screen, strategy tips, where each player plays alone (two, three, five players, family): "help.strategy.red_threes_canastas" for one player. {count}: a number of canastas.
    NP_("help.strategy.red_threes_canastas_alone", "Red threes count against you until you have a canasta: when you hold some, make one early.", "Red threes count against you until you have {count} canastas: when you hold some, build them early."),
    # Translators: The help screen, strategy tips.
    P_("help.strategy.red_threes_sevens", "Red threes count against your side until it has a canasta of sevens: when you hold some, collect sevens."),
    # Translators: The help screen, strategy tips, where each player plays alone (two, three, five players, family): "help.strategy.red_threes_sevens" for one player.
    P_("help.strategy.red_threes_sevens_alone", "Red threes count against you until you have a canasta of sevens: when you hold some, collect sevens."),
    # Translators: The help screen, strategy tips.
    P_("help.strategy.red_threes_going_out", "Red threes count against your side until it has every canasta it needs to go out: when you hold some, build those first."),
    # Translators: The help screen, strategy tips, where each player plays alone (two, three, five players, family): "help.strategy.red_threes_going_out" for one player.
    P_("help.strategy.red_threes_going_out_alone", "Red threes count against you until you have every canasta you need to go out: when you hold some, build those first."),
    # Translators: The help screen, strategy tips.
    P_("help.strategy.first_meld_deal", "The first meld costs more from deal to deal: in the later deals keep aces, kings and wild cards together for it."),
    # Translators: The help screen.
    P_("help.strategy.signals", "Your melds talk to your partner: a meld shows which ranks you collect, so your partner can feed you."),
    # Translators: The help screen.
    P_("help.title", "Help"),
    # Translators: The help screen. {now}: a number; {then}: a number.
    P_("help.was", "{now} (instead of {then})"),
    # Translators: The sentence the table's Hint button shows. {card}: a card, e.g. 7♥; {rank}: a rank in the plural from the 'ranks.*' messages, e.g. kings.
    P_("hint.add", "Add {card} to your {rank}: every card brings that meld closer to a canasta."),
    # Translators: The sentence the table's Hint button shows. {card}: a card, e.g. 7♥; {rank}: a rank in the plural from the 'ranks.*' messages, e.g. kings.
    P_("hint.add_canasta", "Add {card} to your {rank}: it completes a canasta."),
    # Translators: The sentence the table's Hint button shows. {card}: a card, e.g. 7♥.
    P_("hint.add_to_run", "Add {card} to your run: every card brings it closer to a canasta."),
    # Translators: The sentence the table's Hint button shows. {card}: a card (a two or a joker).
    P_("hint.add_to_wild", "Add {card} to your meld of wild cards: every card brings it closer to a canasta."),
    # Translators: The sentence the table's Hint button shows.
    P_("hint.answer_no", "Say no: you still hold too many points in your hand."),
    # Translators: The sentence the table's Hint button shows.
    P_("hint.answer_yes", "Say yes: your side is ready for the deal to end."),
    # Translators: The sentence the table's Hint button shows.
    P_("hint.ask", "Ask your partner whether you may go out."),
    # Translators: The sentence the table's Hint button shows. {count}: a number.
    P_("hint.dig", "Reach into the pile for {count} cards: you can meld the deepest one."),
    # Translators: The sentence the table's Hint button shows. {card}: a card, e.g. 7♥.
    P_("hint.discard", "Discard {card}: it helps you least and is unlikely to help the next player."),
    # Translators: The sentence the table's Hint button shows. {card}: a card, e.g. 7♥.
    P_("hint.discard_black_three", "Discard {card}: a black three stops the next player from taking the pile."),
    # Translators: The sentence the table's Hint button shows. {card}: a card, e.g. 7♥.
    P_("hint.discard_single", "Discard {card}: it is a lone card that will not make a meld soon."),
    # Translators: The sentence the table's Hint button shows. {card}: a card, e.g. 7♥.
    P_("hint.discard_wild", "Discard {card}: a wild card freezes the pile for the other side."),
    # Translators: The sentence the table's Hint button shows. {count}: a number.
    P_("hint.draw", "Draw from the stock: the pile ({count} cards) is not worth taking now."),
    # Translators: The sentence the table's Hint button shows.
    P_("hint.draw_frozen", "Draw from the stock: the pile is frozen and you cannot take it."),
    # Translators: The sentence the table's Hint button shows.
    P_("hint.draw_stopped", "Draw from the stock: a black three stops the pile."),
    # Translators: The sentence the table's Hint button shows. {cards}: a list of cards, e.g. 7♥, 7♦, Joker.
    P_("hint.first_meld", "Meld {cards}: that reaches the minimum for your side's first meld."),
    # Translators: The sentence the table's Hint button shows, where each player plays alone (two, three, five players, family): "hint.first_meld" for one player. {cards}: a list of cards, e.g. 7♥, 7♦, Joker.
    P_("hint.first_meld_alone", "Meld {cards}: that reaches the minimum for your first meld."),
    # Translators: The sentence the table's Hint button shows. {cards}: a list of cards, e.g. 7♥, 7♦, Joker.
    P_("hint.meld", "Meld {cards}: cards on the table count for you and cannot be caught in your hand."),
    # Translators: The sentence the table's Hint button shows. {card}: a card, e.g. 7♥.
    P_("hint.red_three", "Lay out {card}: red threes are bonus cards."),
    # Translators: The sentence the table's Hint button shows (Modern American: the three kept in hand for a Straight). {card}: a card, e.g. 3♥.
    P_("hint.kept_three", "Lay out {card}: your hand is too far from a Straight to keep it."),
    # Translators: The sentence the table's Hint button shows (Modern American: no card in the hand may be discarded). {card}: a card, e.g. 8♥.
    P_("hint.take_back", "Take {card} back from your meld and discard it: no card in your hand may be discarded, and this costs least."),
    # Translators: The sentence the table's Hint button shows.
    P_("hint.stop", "Stop: the stock is used up."),
    # Translators: The sentence the table's Hint button shows. {hand}: a special hand's name (Modern American); {points}: its value.
    P_("hint.special_hand", "Lay your whole hand as a special hand, {hand}: it scores {points} and ends the deal."),
    # Translators: The sentence the table's Hint button shows. {card}: a card, e.g. 7♥; {wild}: a number of wild cards.
    P_("hint.swap", "Exchange {card} for {wild}: you get the wild card back for another meld."),
    # Translators: The sentence the table's Hint button shows. {card}: a card, e.g. 7♥; {count}: a number.
    P_("hint.take", "Take the pile: you can meld its top card {card}, and its {count} cards give you many new melds."),
    # Translators: The sentence the table's Hint button shows.
    P_("hint.undo", "Take this turn's melds back: they cannot reach the minimum."),
    # Translators: A computer player's strength, in the new-game screen and beside the seats.
    P_("level.computer", "Computer"),
    # Translators: A computer player's strength, in the new-game screen and beside the seats.
    P_("level.easy", "Easy"),
    # Translators: A computer player's strength, in the new-game screen and beside the seats.
    P_("level.hard", "Hard"),
    # Translators: A computer player's strength, in the new-game screen and beside the seats.
    P_("level.human", "Human"),
    # Translators: A computer player's strength, in the new-game screen and beside the seats.
    P_("level.medium", "Medium"),
    # Translators: A computer player's strength, in the new-game screen and beside the seats.
    P_("level.mixed", "Mixed"),
    # Translators: A player's last discard in the log. {name}: a player's name; {card}: a card, e.g. 7♥.
    P_("log.discard_of", "{name} {card}"),
    # Translators: Heads the log: each player's last discard in this deal. {discards}: a list like "West 7♥, North K♠".
    P_("log.last_discards", "Last discards: {discards}"),
    # Translators: Heads the log instead of "Last discards" where that has no room. {discards}: a list like "West 7♥, East K♠".
    P_("log.last_discards_theirs", "Opponents discarded: {discards}"),
    # Translators: Under the whole log of the match.
    P_("log.scroll_hint", "The wheel or the arrow keys scroll."),
    # Translators: Title of the whole log of the match.
    P_("log.title", "The match so far"),
    # Translators: The message at the end of a deal or match.
    P_("match.deal_over", "Deal over"),
    # Translators: The message at the end of a deal or match. {side}: one player's name (not the player looking), so the verb is in the third person singular.
    P_("match.gave_up", "{side} gave up."),
    # Translators: The message at the end of a deal or match. {side}: a partnership's names, e.g. "West and East" (the verb is plural).
    P_("match.gave_up_many", "{side} gave up."),
    # Translators: The message at the end of a deal or match. Said to the player looking, who played alone.
    P_("match.gave_up_you", "You gave up."),
    # Translators: The message at the end of a deal or match.
    P_("match.over", "Match over."),
    # Translators: The message at the end of a deal or match. {side}: one player's name (not the player looking), so the verb is in the third person singular.
    P_("match.over_won", "Match over: {side} won."),
    # Translators: The message at the end of a deal or match. {side}: a partnership's names, e.g. "You and North" (the verb is plural).
    P_("match.over_won_many", "Match over: {side} won."),
    # Translators: The message at the end of a deal or match. Said to the player looking, who played alone and won.
    P_("match.over_won_you", "Match over: you won."),
    # Translators: The message at the end of a deal or match. After "... gave up.". {winner}: one player's name (not the player looking), so the verb is in the third person singular.
    P_("match.side_won", "{winner} won."),
    # Translators: The message at the end of a deal or match. After "... gave up.". {winner}: a partnership's names (the verb is plural).
    P_("match.side_won_many", "{winner} won."),
    # Translators: The message at the end of a deal or match. After "... gave up.". {stake}: the stake, a number; {winner}: one player's name (not the player looking; third person singular).
    P_("match.side_won_stake", "{winner} won at stake ×{stake}."),
    # Translators: The message at the end of a deal or match. After "... gave up.". {stake}: the stake, a number; {winner}: a partnership's names (the verb is plural).
    P_("match.side_won_stake_many", "{winner} won at stake ×{stake}."),
    # Translators: The message at the end of a deal or match. After "... gave up.", said to the player looking, who played alone. {stake}: the stake, a number.
    P_("match.side_won_stake_you", "You won at stake ×{stake}."),
    # Translators: The message at the end of a deal or match. After "... gave up.", said to the player looking, who played alone.
    P_("match.side_won_you", "You won."),
    # Translators: Two sentences of the message at the end of a match, one after the other, e.g. "West gave up." and "You won.".
    P_("match.then", "{first} {second}"),
    # Translators: The message at the end of a deal or match. {name}: a player's name.
    P_("match.won_by", "{name} won the match."),
    # Translators: The message at the end of a deal or match.
    P_("match.you_won", "You won the match!"),
    # Translators: The window that lists a side's melds.
    P_("melds.click_to_close", "Click anywhere to close"),
    # Translators: The window that lists a side's melds.
    P_("melds.mixed_canasta", "mixed canasta"),
    # Translators: The window that lists a side's melds; Hand and Foot's words for a natural and a mixed canasta.
    P_("melds.clean_book", "clean book"),
    # Translators: The window that lists a side's melds; Hand and Foot's words for a natural and a mixed canasta.
    P_("melds.dirty_book", "dirty book"),
    # Translators: The window that lists a side's melds.
    P_("melds.natural_canasta", "natural canasta"),
    # Translators: The window that lists a side's melds.
    P_("melds.none", "No melds yet."),
    # Translators: A side's melds spread out (the eye): the label of the meld of wild cards only (twos and jokers); keep it short.
    P_("melds.wild_cards", "Wild"),
    # Translators: The window that lists a side's melds. {side}: a side's name (a player or a partnership).
    P_("melds.of", "Melds of {side}"),
    # Translators: The in-game menu.
    P_("menu.back_to_game", "Back to the game"),
    # Translators: The in-game menu.
    P_("menu.main_menu", "Main menu"),
    # Translators: The in-game menu.
    P_("menu.title", "Menu"),
    # Translators: The new-game screen.
    P_("newgame.bad_name", "A name must be one line of text."),
    # Translators: The new-game screen. {reason}: another refusal sentence or an error text saying why.
    P_("newgame.bad_rules", "These rules cannot be played: {reason}"),
    # Translators: The new-game screen. {level}: a computer level's name.
    P_("newgame.computer_level", "Computer: {level}"),
    # Translators: The new-game screen.
    P_("newgame.delete_house_rules", "Delete the chosen house rules"),
    # Translators: The new-game screen.
    P_("newgame.group.going_out", "Going out and scoring"),
    # Translators: The new-game screen.
    P_("newgame.group.match", "The match"),
    # Translators: The new-game screen.
    P_("newgame.group.melds", "Melds"),
    # Translators: The new-game screen.
    P_("newgame.group.pile", "The discard pile"),
    # Translators: The new-game screen.
    P_("newgame.group.players", "Players and cards"),
    # Translators: The new-game screen.
    P_("newgame.group.table", "Around the table"),
    # Translators: The new-game screen.
    P_("newgame.group.threes", "Threes"),
    # Translators: The new-game screen.
    P_("newgame.house_rules", "House rules"),
    # Translators: The new-game screen.
    P_("newgame.house_rules_about", "Rules you saved before, chosen again with one click."),
    # Translators: The new-game screen.
    P_("newgame.house_rules_name", "Name of these house rules"),
    # Translators: The new-game screen.
    P_("newgame.house_rules_need_name", "Give the house rules a name first."),
    # Translators: The new-game screen. {name}: a player's name.
    P_("newgame.house_rules_saved", "House rules “{name}” saved."),
    # Translators: The new-game screen.
    P_("newgame.level", "Strength"),
    # Translators: The new-game screen.
    P_("newgame.name", "Name"),
    # Translators: The new-game screen. {seat}: a seat's name.
    P_("newgame.name_of", "Name ({seat})"),
    # Translators: The new-game screen.
    P_("newgame.no_house_rules", "None"),
    # Translators: The new-game screen.
    P_("newgame.none", "none"),
    # Translators: The new-game screen.
    P_("newgame.players", "Players"),
    # Translators: The new-game screen.
    P_("newgame.preset", "Rule preset"),
    # Translators: The new-game screen: the row that chooses between Canasta and its variants.
    P_("newgame.kind", "Kind of game"),
    # Translators: The new-game screen: one of the two kinds of game (the presets of Canasta itself).
    P_("newgame.kind.canasta", "Canasta"),
    # Translators: The new-game screen: the explanation under the kind of game "Canasta".
    P_("newgame.kind.canasta.about", "Canasta as most people play it, for two to six players."),
    # Translators: The new-game screen: one of the two kinds of game (Samba, Cuban, Hand and Foot...).
    P_("newgame.kind.variants", "Variants"),
    # Translators: The new-game screen: the explanation under the kind of game "Variants".
    P_("newgame.kind.variants.about", "Related games: runs of one suit, melds of wild cards, a second hand (the foot), and more."),
    # Translators: The new-game screen. {preset}: the name of a set of rules; {value}: a number.
    P_("newgame.preset_value", "{preset}: {value}"),
    # Translators: The new-game screen. {count}: a number; {points}: a number of points.
    P_("newgame.red_three_total", "{count} red threes: {points}"),
    # Translators: The new-game screen.
    P_("newgame.rules", "Rules"),
    # Translators: The new-game screen.
    P_("newgame.save_heading", "Keep these rules"),
    # Translators: The new-game screen.
    P_("newgame.single_deal", "One deal"),
    # Translators: The new-game screen.
    P_("newgame.target", "Play to"),
    # Translators: The new-game screen: under "Play to", the one control for the score that wins the match.
    P_("newgame.target_about", "Type the score that wins the match, e.g. 5000; 1 plays a single deal."),
    # Translators: The new-game screen. {number}: a number.
    P_("newgame.team", "Side {number}"),
    # Translators: The new-game screen.
    P_("newgame.title", "New game"),
    # Translators: The new-game screen.
    P_("newgame.who", "Who plays"),
    # Translators: A house rule in the new-game screen.
    P_("option.add_to", "Adding to melds"),
    # Translators: A house rule in the new-game screen.
    P_("option.add_to.about", "Whose melds you may add cards to."),
    # Translators: A house rule in the new-game screen.
    P_("option.add_to.any", "Anyone's"),
    # Translators: A house rule in the new-game screen.
    P_("option.add_to.own", "Your own side's only"),
    # Translators: A house rule in the new-game screen.
    P_("option.allow_double", "Doubling"),
    # Translators: A house rule in the new-game screen.
    P_("option.allow_double.about", "A player may offer to double the stakes; the other side doubles or gives up."),
    # Translators: A house rule in the new-game screen: the chips a match is played for.
    P_("option.chip_stake", "Stake (chips)"),
    # Translators: A house rule in the new-game screen.
    P_("option.chip_stake.about", "Chips a match is played for: the losers pay the winner the stake, twice as much for each double."),
    # Translators: A house rule in the new-game screen: the most chips a match can cost.
    P_("option.chip_limit", "Limit (chips)"),
    # Translators: A house rule in the new-game screen.
    P_("option.chip_limit.about", "The most chips a side pays for one match, however often it was doubled."),
    # Translators: A house rule in the new-game screen.
    P_("option.allow_give_up", "Giving up"),
    # Translators: A house rule in the new-game screen.
    P_("option.allow_give_up.about", "A player may give up the match."),
    # Translators: A house rule in the new-game screen.
    P_("option.ask_partner", "Ask partner"),
    # Translators: A house rule in the new-game screen.
    P_("option.ask_partner.about", "Before going out a player may ask the partner “May I go out?”, and the answer binds."),
    # Translators: A house rule in the new-game screen.
    P_("option.black_three_meld_going_out", "Black threes when going out"),
    # Translators: A house rule in the new-game screen.
    P_("option.black_three_meld_going_out.about", "Three or four black threes may be melded when going out."),
    # Translators: A house rule in the new-game screen.
    P_("option.canastas_to_go_out", "Canastas to go out"),
    # Translators: A house rule in the new-game screen.
    P_("option.canastas_to_go_out.about", "How many canastas a side needs before it may go out."),
    # Translators: A house rule in the new-game screen.
    P_("option.concealed_bonus", "Concealed bonus"),
    # Translators: A house rule in the new-game screen.
    P_("option.concealed_bonus.about", "The points for going out concealed, having melded nothing before, instead of the going-out bonus."),
    # Translators: A house rule in the new-game screen.
    P_("option.draw_count", "Cards drawn"),
    # Translators: A house rule in the new-game screen.
    P_("option.draw_count.about", "How many cards a player draws from the stock each turn."),
    # Translators: A house rule in the new-game screen.
    P_("option.exhaustion_must_take", "Must take when the stock is out"),
    # Translators: A house rule in the new-game screen.
    P_("option.exhaustion_must_take.about", "When the stock is used up, a player who can take the pile must take it."),
    # Translators: A house rule in the new-game screen.
    P_("option.packet_size", "Foot: cards dealt face down"),
    # Translators: A house rule in the new-game screen.
    P_("option.packet_size.about", "A second packet dealt face down to each player (the foot); nobody sees it before it is taken up (0: none)."),
    # Translators: A house rule in the new-game screen.
    P_("option.packet_trigger", "Foot taken up"),
    # Translators: A house rule in the new-game screen.
    P_("option.packet_trigger.about", "When a player takes up the foot."),
    # Translators: A house rule in the new-game screen.
    P_("option.packet_trigger.hand_empty", "When the hand is played out"),
    # Translators: A house rule in the new-game screen.
    P_("option.packet_trigger.canasta", "At the player's first canasta"),
    # Translators: A house rule in the new-game screen.
    P_("option.packet_counts_against", "Unopened foot counts against"),
    # Translators: A house rule in the new-game screen.
    P_("option.packet_counts_against.about", "The cards of a foot nobody took up cost their value when the deal ends."),
    # Translators: A house rule in the new-game screen.
    P_("option.match_deals", "Deals in a match"),
    # Translators: A house rule in the new-game screen.
    P_("option.match_deals.about", "The match ends after this many deals and the highest total wins (0: play to the target)."),
    # Translators: A house rule in the new-game screen.
    P_("option.first_meld_by", "First meld minimum by"),
    # Translators: A house rule in the new-game screen.
    P_("option.first_meld_by.about", "Whether the first-meld minimum follows the side's score or the number of the deal."),
    # Translators: A house rule in the new-game screen.
    P_("option.first_meld_by.score", "The side's score"),
    # Translators: A house rule in the new-game screen.
    P_("option.first_meld_by.deal", "The deal's number"),
    # Translators: A house rule in the new-game screen.
    P_("option.pile_take_count", "Cards taken from the pile"),
    # Translators: A house rule in the new-game screen.
    P_("option.pile_take_count.about", "The most cards taken with the pile's top card; the rest stays as the pile (0: the whole pile)."),
    # Translators: A house rule in the new-game screen.
    P_("option.go_out_natural", "Natural canastas to go out"),
    # Translators: A house rule in the new-game screen.
    P_("option.go_out_natural.about", "How many natural canastas (clean books) a side needs to go out."),
    # Translators: A house rule in the new-game screen.
    P_("option.go_out_mixed", "Mixed canastas to go out"),
    # Translators: A house rule in the new-game screen.
    P_("option.go_out_mixed.about", "How many mixed canastas (dirty books) a side needs to go out."),
    # Translators: A house rule in the new-game screen.
    P_("option.go_out_partner_packet", "Partner must be in the foot"),
    # Translators: A house rule in the new-game screen.
    P_("option.go_out_partner_packet.about", "A player may go out only after every partner has taken up their foot."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.threes_mode", "Threes"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.threes_mode.about", "Whether only red threes are bonus cards, or black threes too are laid out at once, replaced and scored apart with the same table."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.threes_mode.classic", "Red threes are bonus cards"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.threes_mode.both_bonus", "Red and black threes are bonus cards"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.keep_three_for_straight", "Keep a three for a Straight"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.keep_three_for_straight.about", "While the side has not melded, a player may keep one three in hand for the Straight special hand; it is laid out when the side melds."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.stock_end_three", "A three as the stock's last card"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.stock_end_three.about", "Whether a three drawn as the last card of the stock is laid out and scored, or stays in the hand (counting against the side like any card in hand) and ends the deal at once."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.stock_end_three.laid", "Laid out, the player may still meld"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.stock_end_three.in_hand", "Stays in the hand, the deal ends at once"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.no_legal_discard", "When no card may be discarded"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.no_legal_discard.about", "What a player does whose discard bans forbid every card in the hand: the bans are lifted for that turn, or the player takes a natural card back from a meld of the side's and discards it (even breaking a canasta)."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.no_legal_discard.lift_bans", "The bans are lifted for the turn"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.no_legal_discard.take_back", "Take a melded card back and discard it"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.red_threes_need.tristate", "No canasta: minus; one: nothing; two: plus"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.dead_ranks", "Dead ranks"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.dead_ranks.about", "A rank is dead once a canasta of it is finished: by the own side only, or by either side."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.dead_ranks.own", "Canastas of the own side"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.dead_ranks.both", "Canastas of either side"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.wild_needs_naturals", "Natural cards before a wild card"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.wild_needs_naturals.about", "After a side's first meld, a wild card joins only a meld with at least this many natural cards (0: no such rule)."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.sevens_natural", "Sevens without wild cards"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.sevens_natural.about", "A meld of sevens never takes a wild card."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.aces_natural", "Aces without wild cards"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.aces_natural.about", "A meld of aces takes wild cards only in the side's first meld."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.wild_meld_blocks_wilds", "An open wild meld keeps the wild cards"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.wild_meld_blocks_wilds.about", "While a side's meld of wild cards is not yet a canasta, the side puts no wild card into its other melds."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.take_meld_max", "Largest meld the pile joins"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.take_meld_max.about", "The pair and the top card join the side's meld of that rank only if it holds at most this many cards (0: any size)."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.take_dead_rank", "Pile taken for a dead rank"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.take_dead_rank.about", "The pile may be taken when its top card is of a rank the side can no longer meld because it is dead."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.first_meld_clean_triple", "First meld needs a clean triple"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.first_meld_clean_triple.about", "A side's first meld must include three or more natural cards of one rank without wild cards, of a rank that is not dead."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.first_meld_wild_meld_ok", "A wild meld opens too"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.first_meld_wild_meld_ok.about", "With the clean triple: a meld of three or more wild cards also qualifies as the first meld."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.first_meld_counts_top_card", "Top card counts for the first meld"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.first_meld_counts_top_card.about", "The top card of the pile counts toward the first-meld minimum when the pile is taken for it."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.bonus_cards_first", "Bonus cards, first side"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.bonus_cards_first.about", "Cards the player who makes the first side's first meld draws extra at their next turn (not when the pile was taken for it)."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.bonus_cards_second", "Bonus cards, second side"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.bonus_cards_second.about", "Cards the player who makes the second side's first meld draws extra at their next turn."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.bonus_cards_min_stock", "Stock needed for bonus cards"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.bonus_cards_dealt", "Bonus cards set aside at the deal"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.bonus_cards_dealt.about", "The bonus cards are two face-down piles set aside at the deal: the first side to open takes the first, the second side the other."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.first_meld_splash", "Splash"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.ask_once_per_deal", "Ask once a deal"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.ask_once_per_deal.about", "Each player may ask the partner whether to go out only once in a deal."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.first_meld_splash.about", "A canasta melded from the hand in the opening turn opens without a minimum."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.bonus_cards_min_stock.about", "Bonus cards are drawn only while the stock holds at least this many cards."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.aces_canasta_bonus", "Natural canasta of aces"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.aces_canasta_bonus.about", "The bonus of a natural canasta of aces, counted as a kind of its own (0: an ordinary natural canasta)."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.unfinished_aces_penalty", "Unfinished natural aces"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.unfinished_aces_penalty.about", "What a side loses at the end of a deal for a natural meld of aces that is not a canasta."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.unfinished_sevens_penalty", "Unfinished sevens"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.unfinished_sevens_penalty.about", "What a side loses at the end of a deal for a meld of sevens that is not a canasta."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.unfinished_wild_penalty", "Unfinished wild meld"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.unfinished_wild_penalty.about", "What a side loses at the end of a deal for a meld of wild cards that is not a canasta."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.unfinished_wild_jokers_penalty", "Unfinished wild meld with four jokers"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.unfinished_wild_jokers_penalty.about", "What an unfinished meld of wild cards holding all four jokers costs instead (0: as any unfinished wild meld)."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.held_aces_sevens_penalty", "Three aces or sevens in hand"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.held_aces_sevens_penalty.about", "What a player loses, besides the cards, for holding three or more aces, and again for three or more sevens, when the deal ends."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.melds_minus_without_canasta", "No canasta: melds count minus"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.melds_minus_without_canasta.about", "A side that finished no canasta loses the values of its melded cards instead of scoring them, and gets no bonus."),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.go_out_no_unfinished", "No going out with unfinished aces, sevens or wild meld"),
    # Translators: A rule option on the new-game screen (Modern American Canasta).
    P_("option.go_out_no_unfinished.about", "A side may not go out while it has a natural meld of aces, a meld of sevens or a meld of wild cards that is not a canasta."),
    # Translators: A house rule in the new-game screen.
    P_("option.sevens_canasta_bonus", "Canasta of sevens"),
    # Translators: A house rule in the new-game screen.
    P_("option.sevens_canasta_bonus.about", "The bonus of a canasta of sevens, natural or mixed, counted as a kind of its own (0: an ordinary canasta)."),
    # Translators: A house rule in the new-game screen.
    P_("option.go_out_sevens", "Canastas of sevens to go out"),
    # Translators: A house rule in the new-game screen.
    P_("option.go_out_sevens.about", "How many canastas of sevens a side needs to go out."),
    # Translators: A house rule in the new-game screen.
    P_("option.go_out_wild", "Canastas of wild cards to go out"),
    # Translators: A house rule in the new-game screen.
    P_("option.go_out_wild.about", "How many canastas of wild cards a side needs to go out."),
    # Translators: A house rule in the new-game screen.
    P_("option.red_threes_need.sevens", "A canasta of sevens"),
    # Translators: A house rule in the new-game screen.
    P_("option.red_threes_need.going_out", "What the side needs to go out"),
    # Translators: A house rule in the new-game screen.
    P_("option.final_discard", "Final discard"),
    # Translators: A house rule in the new-game screen.
    P_("option.final_discard.about", "Whether you may go out by discarding your last card."),
    # Translators: A house rule in the new-game screen.
    P_("option.final_discard.forbidden", "Not allowed: meld every card"),
    # Translators: A house rule in the new-game screen.
    P_("option.final_discard.optional", "Allowed"),
    # Translators: A house rule in the new-game screen.
    P_("option.final_discard.required", "Required: discard the last card"),
    # Translators: A house rule in the new-game screen.
    P_("option.first_meld_table", "First-meld minimums"),
    # Translators: A house rule in the new-game screen.
    P_("option.first_meld_table.about", "How many points a side's first meld needs, depending on its score."),
    # Translators: A house rule in the new-game screen.
    P_("option.first_meld_wild_value", "Wild cards in the first meld"),
    # Translators: A house rule in the new-game screen.
    P_("option.first_meld_wild_value.about", "What a wild card counts towards the first-meld minimum."),
    # Translators: A house rule in the new-game screen.
    P_("option.first_meld_wild_value.face", "Its own value"),
    # Translators: A house rule in the new-game screen.
    P_("option.first_meld_wild_value.represented", "The value of the card it replaces"),
    # Translators: A house rule in the new-game screen.
    P_("option.frozen_until_first_meld", "Frozen until the first meld"),
    # Translators: A house rule in the new-game screen.
    P_("option.frozen_until_first_meld.about", "The pile is frozen for a side that has not made its first meld yet."),
    # Translators: A house rule in the new-game screen.
    P_("option.going_out_melded_bonus", "Bonus for no card left"),
    # Translators: A house rule in the new-game screen.
    P_("option.going_out_melded_bonus.about", "The points for going out by melding the last card instead of discarding it; 0: the going-out bonus."),
    # Translators: A house rule in the new-game screen.
    P_("option.partner_canasta_bonus", "Partner's canasta bonus"),
    # Translators: A house rule in the new-game screen.
    P_("option.partner_canasta_bonus.about", "Extra points for going out when your side already had a canasta before that turn."),
    # Translators: A house rule in the new-game screen.
    P_("option.take_needs_own_meld", "Own meld before taking"),
    # Translators: A house rule in the new-game screen.
    P_("option.take_needs_own_meld.about", "A player who has not melded yet needs a natural pair to take the pile, even after the partner's first meld."),
    # Translators: A house rule in the new-game screen.
    P_("option.red_three_pile_replaced", "Replace red threes from the pile"),
    # Translators: A house rule in the new-game screen.
    P_("option.red_three_pile_replaced.about", "A red three taken with the pile is laid out and replaced by a card from the stock."),
    P_("option.go_out_sequences", "Sequence canastas to go out"),
    # Translators: A house rule in the new-game screen.
    P_("option.go_out_sequences.about", "How many of the canastas a side needs to go out must be runs of seven."),
    # Translators: A house rule in the new-game screen.
    P_("option.going_out_bonus", "Going-out bonus"),
    # Translators: A house rule in the new-game screen.
    P_("option.going_out_bonus.about", "The points for going out."),
    # Translators: A house rule in the new-game screen.
    P_("option.hand_values", "Cards left in hand cost"),
    # Translators: A house rule in the new-game screen.
    P_("option.hand_values.about", "What each card still in a hand costs when the deal ends."),
    # Translators: A house rule in the new-game screen.
    P_("option.hand_values.classic", "Their meld value"),
    # Translators: A house rule in the new-game screen.
    P_("option.hand_values.face", "Their face value (pictures 10, ace 20, joker 50)"),
    # Translators: A house rule in the new-game screen.
    P_("option.special_hands", "Special hands"),
    # Translators: A house rule in the new-game screen.
    P_("option.special_hands.about", "Fourteen-card hands of a set shape that a side which has not melded may lay"
                                     " at once after drawing: they end the deal and score instead of everything"
                                     " else (Modern American)."),
    # Translators: A house rule in the new-game screen: no special hands.
    P_("option.special_hands.none", "None"),
    # Translators: A house rule in the new-game screen: the Canasta League of America's list of special hands.
    P_("option.special_hands.cla", "The eleven of the Canasta League of America"),
    # Translators: A house rule in the new-game screen: the list of special hands on pagat.com.
    P_("option.special_hands.pagat", "The four of pagat.com"),
    # Translators: A house rule in the new-game screen.
    P_("option.hand_size", "Cards dealt"),
    # Translators: A house rule in the new-game screen.
    P_("option.hand_size.about", "How many cards each player is dealt."),
    # Translators: A house rule in the new-game screen.
    P_("option.jokers_per_pack", "Jokers per pack"),
    # Translators: A house rule in the new-game screen.
    P_("option.jokers_per_pack.about", "How many jokers each pack adds."),
    # Translators: A house rule in the new-game screen.
    P_("option.group_meld_max", "Most cards in a meld"),
    # Translators: A house rule in the new-game screen.
    P_("option.group_meld_max.about", "The largest number of cards one meld may hold (0: no limit)."),
    # Translators: A house rule in the new-game screen.
    P_("option.meld_kinds", "Kinds of meld"),
    # Translators: A house rule in the new-game screen.
    P_("option.meld_kinds.about",
       "Besides melds of one rank: runs of three to seven cards of one suit (Samba), and melds of three or more wild cards."),
    # Translators: A choice of the house rule "Kinds of meld": melds of one rank.
    P_("option.meld_kinds.group", "Sets"),
    # Translators: A choice of the house rule "Kinds of meld": melds of wild cards only.
    P_("option.meld_kinds.wild", "Wild melds"),
    # Translators: A choice of the house rule "Kinds of meld": runs of one suit (Samba).
    P_("option.meld_kinds.sequence", "Runs"),
    # Translators: A house rule in the new-game screen.
    P_("option.wild_meld_max", "Most cards in a meld of wild cards"),
    # Translators: A house rule in the new-game screen.
    P_("option.wild_meld_max.about",
       "The largest number of cards a meld of wild cards may hold (0: no limit); at seven it is a wild canasta."),
    # Translators: A house rule in the new-game screen.
    P_("option.wild_canasta_table", "Wild canasta bonus"),
    # Translators: A house rule in the new-game screen.
    P_("option.wild_canasta_table.about",
       "What a canasta of wild cards pays, by the twos and jokers it holds (seven twos may pay more)."),
    # Translators: A house rule in the new-game screen.
    P_("option.melds_per_rank", "Melds of one rank"),
    # Translators: A house rule in the new-game screen.
    P_("option.melds_per_rank.about", "Whether a side may start a second meld of a rank it already has."),
    # Translators: A house rule in the new-game screen.
    P_("option.melds_per_rank.many", "Several per side"),
    # Translators: A house rule in the new-game screen.
    P_("option.melds_per_rank.after_closed", "A new one once the meld is full"),
    # Translators: A house rule in the new-game screen.
    P_("option.melds_per_rank.one", "One per side"),
    # Translators: A house rule in the new-game screen.
    P_("option.max_wilds", "Most wild cards in a meld"),
    # Translators: A house rule in the new-game screen.
    P_("option.max_wilds.about", "The largest number of wild cards one meld may hold."),
    # Translators: A house rule in the new-game screen.
    P_("option.mixed_canasta_bonus", "Mixed canasta"),
    # Translators: A house rule in the new-game screen.
    P_("option.mixed_canasta_bonus.about", "The bonus for a canasta with wild cards."),
    # Translators: A house rule in the new-game screen.
    P_("option.natural_canasta_bonus", "Natural canasta"),
    # Translators: A house rule in the new-game screen.
    P_("option.natural_canasta_bonus.about", "The bonus for a canasta without wild cards."),
    # Translators: A house rule in the new-game screen.
    P_("option.off", "Off"),
    # Translators: A house rule in the new-game screen.
    P_("option.on", "On"),
    # Translators: A house rule in the new-game screen.
    P_("option.one_card_rule", "One-card rule"),
    # Translators: A house rule in the new-game screen.
    P_("option.one_card_rule.about", "With one card in hand you may not take a pile of one card."),
    # Translators: A house rule in the new-game screen.
    P_("option.packs", "Packs"),
    # Translators: A house rule in the new-game screen.
    P_("option.packs.about", "How many packs of 52 cards are shuffled together."),
    # Translators: A house rule in the new-game screen.
    P_("option.partnerships", "Partnerships"),
    # Translators: The new-game screen: what the option does.
    P_("option.partnerships.about", "Partners play as one side: with four players two pairs, partners sitting opposite each other; with six, two teams of three in alternating seats."),
    # Translators: A house rule in the new-game screen.
    P_("option.pile_mode", "Taking from the pile"),
    # Translators: A house rule in the new-game screen.
    P_("option.pile_mode.about", "Whether the whole pile is taken or players reach into it."),
    # Translators: A house rule in the new-game screen.
    P_("option.pile_mode.dig", "Reach in and take cards from the top"),
    # Translators: A house rule in the new-game screen.
    P_("option.pile_mode.whole", "Take the whole pile"),
    # Translators: A house rule in the new-game screen.
    P_("option.pile_peek", "Look through the pile"),
    # Translators: A house rule in the new-game screen.
    P_("option.pile_peek.about", "Players may look through the whole discard pile."),
    # Translators: A house rule in the new-game screen.
    P_("option.pile_always_frozen", "Pile always frozen"),
    # Translators: A house rule in the new-game screen.
    P_("option.pile_always_frozen.about", "Only two natural cards of the top card's rank ever take the pile, wild card in it or not."),
    # Translators: A house rule in the new-game screen.
    P_("option.discard_bans", "Discard bans"),
    # Translators: A house rule in the new-game screen.
    # Translators: A choice of the house rule "Discard bans" (Cuban Canasta).
    P_("option.discard_bans.black_three_first_turn", "No black three on a first turn"),
    # Translators: A choice of the house rule "Discard bans" (Pennies from Heaven).
    P_("option.discard_bans.sevens_each_side", "Sevens: each side first"),
    # Translators: A choice of the house rule "Discard bans" (Pennies from Heaven, HowStuffWorks' reading).
    P_("option.discard_bans.sevens_own_side", "Sevens: own side first"),
    # Translators: A choice of the house rule "Discard bans" (Pennies from Heaven).
    P_("option.discard_bans.seven_going_out", "No going out with a seven"),
    # Translators: A choice of the house rule "Discard bans" (Modern American Canasta).
    P_("option.discard_bans.threes_never", "No threes"),
    # Translators: A choice of the house rule "Discard bans" (Modern American Canasta).
    P_("option.discard_bans.wild_until_last", "Wild cards last"),
    # Translators: A choice of the house rule "Discard bans" (Modern American Canasta: SWAD = seven, wild, ace, dead card).
    P_("option.discard_bans.swad_empty_pile", "SWAD on an empty pile"),
    # Translators: A house rule in the new-game screen.
    P_("option.discard_bans.about", "Cards that may not be discarded at certain times. Cuban: no black three on a player's first turn. Pennies: no seven until each side (or your side) has a canasta of sevens, never a seven as the last card. Modern American: never a three; a wild card only as the last card or from a hand of wild cards; on an empty pile no seven, wild card, ace or rank your side has a canasta of (SWAD). A ban that would forbid every card in the hand is lifted for that turn, unless a melded card is taken back instead (the next option)."),
    # Translators: A house rule in the new-game screen.
    P_("option.players", "Players"),
    # Translators: A house rule in the new-game screen.
    P_("option.players.about", "How many play at the table."),
    # Translators: A house rule in the new-game screen.
    P_("option.red_three_in_hand_penalty", "Red three left in hand"),
    # Translators: A house rule in the new-game screen.
    P_("option.red_three_in_hand_penalty.about", "The penalty for a red three still in hand when the deal ends."),
    # Translators: A house rule in the new-game screen.
    P_("option.red_three_totals", "All red threes"),
    # Translators: A house rule in the new-game screen.
    P_("option.red_three_totals.about", "The bonus for a side holding all the red threes, instead of their value each."),
    # Translators: A house rule in the new-game screen.
    P_("option.red_three_unmelded", "Red threes without a meld"),
    # Translators: A house rule in the new-game screen.
    P_("option.red_three_unmelded.about", "What red threes count when their side has not melded."),
    # Translators: A house rule in the new-game screen.
    P_("option.red_three_unmelded.mirror", "Their bonus counts as minus"),
    # Translators: A house rule in the new-game screen.
    P_("option.red_three_unmelded.per_card", "Minus the value of each card"),
    # Translators: A house rule in the new-game screen.
    P_("option.red_three_value", "Value of a red three"),
    # Translators: A house rule in the new-game screen.
    P_("option.red_three_value.about", "The points each red three is worth."),
    # Translators: A house rule in the new-game screen.
    P_("option.red_threes_auto", "Lay out red threes automatically"),
    # Translators: A house rule in the new-game screen.
    P_("option.red_threes_auto.about", "Red threes are laid out and replaced at once; when off, players lay them out themselves."),
    # Translators: A house rule in the new-game screen.
    P_("option.red_threes_canastas", "Canastas for red threes to count"),
    # Translators: A house rule in the new-game screen.
    P_("option.red_threes_canastas.about", "Where red threes count plus only once the side has canastas: how many it needs."),
    # Translators: A house rule in the new-game screen.
    P_("option.red_threes_count_for_first_meld", "Red threes help the first meld"),
    # Translators: A house rule in the new-game screen.
    P_("option.red_threes_count_for_first_meld.about", "The bonus of your red threes counts towards the first-meld minimum."),
    # Translators: A house rule in the new-game screen.
    P_("option.red_threes_need", "Red threes count when the side has"),
    # Translators: A house rule in the new-game screen.
    P_("option.red_threes_need.about", "What a side must have on the table for its red threes to count as plus."),
    # Translators: A house rule in the new-game screen.
    P_("option.red_threes_need.canasta", "A canasta"),
    # Translators: A house rule in the new-game screen.
    P_("option.red_threes_need.meld", "A meld"),
    # Translators: A house rule in the new-game screen.
    P_("option.red_threes_need.none", "Nothing: always plus"),
    # Translators: A house rule in the new-game screen.
    P_("option.black_three_in_hand_penalty", "Black three left in hand"),
    # Translators: A house rule in the new-game screen.
    P_("option.black_three_in_hand_penalty.about", "What each black three still in hand costs when the deal ends, instead of its 5 points; 0: its 5 points."),
    # Translators: A house rule in the new-game screen.
    P_("option.black_three_penalty_on_exhaustion", "Black-three penalty when the stock runs out"),
    # Translators: A house rule in the new-game screen.
    P_("option.black_three_penalty_on_exhaustion.about", "The penalty for black threes in hand applies also when the deal ends because the stock ran out."),
    # Translators: A house rule in the new-game screen.
    P_("option.black_threes_from_pile", "Black threes from the pile"),
    # Translators: A house rule in the new-game screen.
    P_("option.black_threes_from_pile.about", "Whether black threes in a taken pile go into the hand or are set aside to score."),
    # Translators: A house rule in the new-game screen.
    P_("option.black_threes_from_pile.hand", "Into the hand"),
    # Translators: A house rule in the new-game screen.
    P_("option.black_threes_from_pile.set_aside", "Set aside"),
    # Translators: A house rule in the new-game screen.
    P_("option.black_three_set_aside_value", "Each black three set aside"),
    # Translators: A house rule in the new-game screen.
    P_("option.black_three_set_aside_value.about", "Points for each black three a side set aside from taken piles."),
    # Translators: A house rule in the new-game screen.
    P_("option.black_three_set_aside_all", "All black threes set aside"),
    # Translators: A house rule in the new-game screen.
    P_("option.black_three_set_aside_all.about", "Points instead when a side set aside every black three of the deck."),
    # Translators: A house rule in the new-game screen.
    P_("option.sequence_canasta_bonus", "Sequence canasta"),
    # Translators: A house rule in the new-game screen.
    P_("option.sequence_canasta_bonus.about", "The bonus for a run of seven cards of one suit."),
    # Translators: A house rule in the new-game screen.
    P_("option.take_onto_canasta", "Take onto a canasta"),
    # Translators: A house rule in the new-game screen.
    P_("option.take_onto_canasta.about", "The top card of the pile may also go onto a finished canasta."),
    # Translators: A house rule in the new-game screen.
    P_("option.take_onto_meld", "Take onto a meld"),
    # Translators: A house rule in the new-game screen.
    P_("option.take_onto_meld.about", "A pile that is not frozen may be taken by putting its top card on your side's meld of that rank."),
    # Translators: A house rule in the new-game screen.
    P_("option.take_onto_sequence", "Top card onto a run"),
    # Translators: A house rule in the new-game screen.
    P_("option.take_onto_sequence.about", "Whether the top card of an unfrozen pile may be taken to extend one of the side's runs."),
    # Translators: A house rule in the new-game screen.
    P_("option.take_with_natural_and_wild", "Take with a natural and a wild card"),
    # Translators: A house rule in the new-game screen.
    P_("option.take_with_natural_and_wild.about", "A pile that is not frozen may be taken with one natural card of the top card's rank and a wild card."),
    # Translators: A house rule in the new-game screen.
    P_("option.target", "Target score"),
    # Translators: A house rule in the new-game screen.
    P_("option.target.about", "The score that wins the match; 1 plays a single deal."),
    # Translators: A house rule in the new-game screen.
    P_("option.threes_special", "Special threes"),
    # Translators: A house rule in the new-game screen.
    P_("option.threes_special.about", "Red threes are bonus cards and black threes stop the pile; when off, threes are ordinary cards."),
    # Translators: A house rule in the new-game screen.
    P_("option.tie_raise", "Raise on a tie"),
    # Translators: A house rule in the new-game screen.
    P_("option.tie_raise.about", "If the leaders tie at the target, play goes on with the target raised by this much."),
    # Translators: A house rule in the new-game screen.
    P_("option.upcard_red_three_freezes", "A red three turned up freezes"),
    # Translators: A house rule in the new-game screen.
    P_("option.upcard_red_three_freezes.about", "If a red three is turned up to start the pile, the pile is frozen."),
    # Translators: A house rule in the new-game screen.
    P_("option.upcard_rule", "The first card turned up"),
    # Translators: A house rule in the new-game screen.
    P_("option.upcard_rule.about", "What happens when the card turned up to start the pile is a wild card or a three."),
    # Translators: A house rule in the new-game screen.
    P_("option.upcard_rule.none", "No card: the pile starts empty"),
    # Translators: A house rule in the new-game screen.
    P_("option.upcard_rule.cover", "It stays and is covered; a wild card freezes the pile"),
    # Translators: A house rule in the new-game screen.
    P_("option.upcard_rule.return", "It goes under the stock and the next card is turned"),
    # Translators: A house rule in the new-game screen.
    P_("option.wild_exchange", "Exchange wild cards"),
    # Translators: A house rule in the new-game screen.
    P_("option.wild_exchange.about", "You may swap a natural card from your hand for a wild card in a meld that is not yet a canasta."),
    # Translators: A house rule in the new-game screen.
    P_("option.wild_limit", "Wild-card limit"),
    # Translators: A house rule in the new-game screen.
    P_("option.wild_limit.about", "How many wild cards a meld may hold."),
    # Translators: A house rule in the new-game screen.
    P_("option.wild_limit.by_size", "By the size of the meld: 1, 2 or 3"),
    # Translators: A house rule in the new-game screen.
    P_("option.wild_limit.classic", "Up to the maximum"),
    # Translators: A house rule in the new-game screen.
    P_("option.wild_limit.double", "At least twice as many natural as wild cards"),
    # Translators: A house rule in the new-game screen.
    P_("option.wild_limit.no_outnumber", "Never more wild than natural cards"),
    # Translators: A house rule in the new-game screen.
    P_("option.wild_limit.strict", "Fewer wild than natural cards"),
    # Translators: A house rule in the new-game screen.
    P_("option.wild_limit.unlimited", "Any number (at least two natural cards)"),
    # Translators: The window that shows the whole discard pile.
    P_("pile.dig_help", "Click a card to take the pile down to it."),
    # Translators: The window that shows the whole discard pile.
    P_("pile.dig_title", "Take cards from the pile"),
    # Translators: The window that shows the whole discard pile.
    P_("pile.frozen_mark", "(frozen)"),
    # Translators: The window that shows the whole discard pile. {count}: a number; {title}: a title.
    NP_("pile.head", "{title}: {count} card, bottom to top", "{title}: {count} cards, bottom to top"),
    # Translators: The window that shows the whole discard pile.
    P_("pile.title", "The discard pile"),
    # Translators: A set of rules (preset) in the new-game screen and the help.
    P_("preset.bolivia", "Bolivia"),
    # Translators: A set of rules (preset) in the new-game screen and the help.
    P_("preset.bolivia.about", "Samba with melds of wild cards (seven pay 2,500); go out with two canastas, one of them a run of seven; a black three left in hand costs 100; play to 15,000."),
    # Translators: A set of rules (preset) in the new-game screen and the help.
    P_("preset.classic", "Classic"),
    # Translators: A set of rules (preset) in the new-game screen and the help.
    P_("preset.classic.about", "Four players in two partnerships, 11 cards each, one canasta to go out, play to 5,000."),
    # Translators: A set of rules (preset) in the new-game screen and the help.
    P_("preset.cuban", "Cuban Canasta"),
    # Translators: A set of rules (preset) in the new-game screen and the help.
    P_("preset.cuban.about", "13 cards, play to 7,500; melds of wild cards, every meld closed at seven, the pile always frozen; seven twos pay 4,000."),
    # Translators: A set of rules (preset) in the new-game screen and the help.
    P_("preset.family", "Family"),
    # Translators: A set of rules (preset) in the new-game screen and the help.
    P_("preset.family.about", "Everyone plays alone: reach into the pile, add to anyone's melds, go out without a final discard."),
    # Translators: A set of rules (preset) in the new-game screen and the help.
    P_("preset.five", "Five players"),
    # Translators: A set of rules (preset) in the new-game screen and the help.
    P_("preset.five.about", "Everyone plays alone with 11 cards, one canasta to go out, play to 5,000."),
    # Translators: A set of rules (preset) in the new-game screen and the help.
    P_("preset.hand-and-foot", "Hand and Foot"),
    # Translators: A set of rules (preset) in the new-game screen and the help.
    P_("preset.hand-and-foot.about", "Five packs; each player plays a hand of 11, then a face-down foot of 11; books close at seven; go out with a clean and a dirty book."),
    # Translators: A preset (a set of rules) in the new-game screen.
    P_("preset.modern-american", "Modern American Canasta"),
    # Translators: A one-line description of a preset in the new-game screen.
    P_("preset.modern-american.about", "13 cards, no upcard, the pile always frozen; red and black threes are bonus cards; at most two wild cards and the rule of five; natural aces and sevens 2,500; two canastas to go out, play to 8,500."),
    # Translators: A set of rules (preset) in the new-game screen and the help.
    P_("preset.pennies", "Pennies from Heaven"),
    # Translators: A set of rules (preset) in the new-game screen and the help.
    P_("preset.pennies.about", "Six players in two teams of three, four packs; 11 face-down pennies come up with your first canasta; a canasta of sevens pays 1,500; go out with four kinds of canasta."),
    # Translators: A set of rules (preset) in the new-game screen and the help.
    P_("preset.samba", "Samba"),
    # Translators: A set of rules (preset) in the new-game screen and the help.
    P_("preset.samba.about", "Three packs, 15 cards, draw two; runs of one suit besides sets, a run of seven scores 1,500; two canastas to go out, play to 10,000."),
    # Translators: A set of rules (preset) in the new-game screen and the help.
    P_("preset.six", "Six players"),
    # Translators: A set of rules (preset) in the new-game screen and the help.
    P_("preset.six.about", "Two teams of three with three packs, 13 cards each, two canastas to go out, play to 10,000."),
    # Translators: A set of rules (preset) in the new-game screen and the help.
    P_("preset.three", "Three players"),
    # Translators: A set of rules (preset) in the new-game screen and the help.
    P_("preset.three.about", "Everyone plays alone with 13 cards, two canastas to go out, play to 7,500."),
    # Translators: A set of rules (preset) in the new-game screen and the help.
    P_("preset.two", "Two players"),
    # Translators: A set of rules (preset) in the new-game screen and the help.
    P_("preset.two-online", "Two players (online rules)"),
    # Translators: A set of rules (preset) in the new-game screen and the help.
    P_("preset.two-online.about", "Two players with 15 cards each; wild cards may not outnumber natural cards and you may look through the pile."),
    # Translators: A set of rules (preset) in the new-game screen and the help.
    P_("preset.two.about", "Two players with 15 cards each: draw two cards, discard one, two canastas to go out."),
    # Translators: A set of rules (preset) in the new-game screen and the help.
    P_("preset.uruguay", "Uruguay"),
    # Translators: A set of rules (preset) in the new-game screen and the help.
    P_("preset.uruguay.about", "Classic with melds of three to seven wild cards (a wild canasta pays 2,000) and the pile always frozen."),
    # Translators: A set of rules (preset) in the new-game screen and the help. {preset}: the name of a set of rules.
    P_("preset.with_house_rules", "{preset} with house rules"),
    # Translators: A rank in the plural, put into sentences such as 'two natural {rank}'.
    P_("ranks.10", "tens"),
    # Translators: A rank in the plural, put into sentences such as 'two natural {rank}'.
    P_("ranks.2", "twos"),
    # Translators: A rank in the plural, put into sentences such as 'two natural {rank}'.
    P_("ranks.3", "threes"),
    # Translators: A rank in the plural, put into sentences such as 'two natural {rank}'.
    P_("ranks.4", "fours"),
    # Translators: A rank in the plural, put into sentences such as 'two natural {rank}'.
    P_("ranks.5", "fives"),
    # Translators: A rank in the plural, put into sentences such as 'two natural {rank}'.
    P_("ranks.6", "sixes"),
    # Translators: A rank in the plural, put into sentences such as 'two natural {rank}'.
    P_("ranks.7", "sevens"),
    # Translators: A rank in the plural, put into sentences such as 'two natural {rank}'.
    P_("ranks.8", "eights"),
    # Translators: A rank in the plural, put into sentences such as 'two natural {rank}'.
    P_("ranks.9", "nines"),
    # Translators: A rank in the plural, put into sentences such as 'two natural {rank}'.
    P_("ranks.a", "aces"),
    # Translators: A rank in the plural, put into sentences such as 'two natural {rank}'.
    P_("ranks.j", "jacks"),
    # Translators: A rank in the plural, put into sentences such as 'two natural {rank}'.
    P_("ranks.jk", "jokers"),
    # Translators: A rank in the plural, put into sentences such as 'two natural {rank}'.
    P_("ranks.k", "kings"),
    # Translators: A rank in the plural, put into sentences such as 'two natural {rank}'.
    P_("ranks.q", "queens"),
    # Translators: Why a move is refused (refusal aces_natural), shown at the table where each player plays alone (two, three, five players, family): "Aces take wild cards only in your side's first meld." for one player.
    P_("refusal.aces_natural_alone", "Aces take wild cards only in your first meld."),
    # Translators: Why a move is refused (refusal canasta_needed), shown at the table where each player plays alone (two, three, five players, family): "Your side needs {need} canasta to go out: it has {have}." for one player. {have}: the number the player has; {need}: a number the rules ask for.
    NP_("refusal.canasta_needed_alone", "You need {need} canasta to go out: you have {have}.", "You need {need} canastas to go out: you have {have}."),
    # Translators: Why a move is refused (refusal clean_book_needed), shown at the table where each player plays alone (two, three, five players, family): "Your side needs {need} natural canasta (clean book) to go out: it has {have}." for one player. {have}: the number the player has; {need}: a number the rules ask for.
    NP_("refusal.clean_book_needed_alone", "You need {need} natural canasta (clean book) to go out: you have {have}.", "You need {need} natural canastas (clean books) to go out: you have {have}."),
    # Translators: Why a move is refused (refusal clean_triple_needed), shown at the table where each player plays alone (two, three, five players, family): "Your side's first meld must include three or more natural cards of one rank without a wild card (the pile's top card not counted)." for one player.
    P_("refusal.clean_triple_needed_alone", "Your first meld must include three or more natural cards of one rank without a wild card (the pile's top card not counted)."),
    # Translators: Why a move is refused (refusal dirty_book_needed), shown at the table where each player plays alone (two, three, five players, family): "Your side needs {need} mixed canasta (dirty book) to go out: it has {have}." for one player. {have}: the number the player has; {need}: a number the rules ask for.
    NP_("refusal.dirty_book_needed_alone", "You need {need} mixed canasta (dirty book) to go out: you have {have}.", "You need {need} mixed canastas (dirty books) to go out: you have {have}."),
    # Translators: Why a move is refused (refusal first_meld_minimum), shown at the table where each player plays alone (two, three, five players, family): "Your side needs {need} points for its first meld: you have {have}." for one player. {have}: the number the player has; {need}: a number the rules ask for.
    P_("refusal.first_meld_minimum_alone", "You need {need} points for your first meld: you have {have}."),
    # Translators: Why a move is refused (refusal first_meld_minimum), shown at the table where each player plays alone (two, three, five players, family): "Your side needs {need} points for its first meld: you can make at most {have}." for one player. {have}: the number the player has; {need}: a number the rules ask for.
    P_("refusal.first_meld_minimum_at_most_alone", "You need {need} points for your first meld: you can make at most {have}."),
    # Translators: Why a move is refused (refusal first_meld_minimum), shown at the table where each player plays alone (two, three, five players, family): "Your side needs {need} points for its first meld: with the top card you can make at most {have}." for one player. {have}: the number the player has; {need}: a number the rules ask for.
    P_("refusal.first_meld_minimum_top_card_alone", "You need {need} points for your first meld: with the top card you can make at most {have}."),
    # Translators: Why a move is refused (refusal meld_exists), shown at the table where each player plays alone (two, three, five players, family): "Your side already has a meld of {rank}: add to it instead." for one player. {rank}: a rank in the plural, e.g. kings (from the ranks.* messages).
    P_("refusal.meld_exists_alone", "You already have a meld of {rank}: add to it instead."),
    # Translators: Why a move is refused (refusal meld_exists), shown at the table where each player plays alone (two, three, five players, family): "Your side already has that meld: add to it instead." for one player.
    P_("refusal.meld_exists_that_alone", "You already have that meld: add to it instead."),
    # Translators: Why a move is refused (refusal no_meld_for_top), shown at the table where each player plays alone (two, three, five players, family): "Your side has no meld of {rank}: you need two natural {rank} in your hand." for one player. {rank}: a rank in the plural, e.g. kings (from the ranks.* messages).
    P_("refusal.no_meld_for_top_alone", "You have no meld of {rank}: you need two natural {rank} in your hand."),
    # Translators: Why a move is refused (refusal no_such_meld), shown at the table where each player plays alone (two, three, five players, family): "Your side has no such meld." for one player.
    P_("refusal.no_such_meld_alone", "You have no such meld."),
    # Translators: Why a move is refused (refusal own_melds_only), shown at the table where each player plays alone (two, three, five players, family): "You may only add to your own side's melds." for one player.
    P_("refusal.own_melds_only_add_alone", "You may only add to your own melds."),
    # Translators: Why a move is refused (refusal own_melds_only), shown at the table where each player plays alone (two, three, five players, family): "You may only change your own side's melds." for one player.
    P_("refusal.own_melds_only_change_alone", "You may only change your own melds."),
    # Translators: Why a move is refused (refusal pile_dead_rank), shown at the table where each player plays alone (two, three, five players, family): "Your side has finished its canasta of {rank}: the pile cannot be taken with one." for one player. {rank}: a rank in the plural, e.g. kings (from the ranks.* messages).
    P_("refusal.pile_dead_rank_alone", "You have finished your canasta of {rank}: the pile cannot be taken with one."),
    # Translators: Why a move is refused (refusal rule_of_five), shown at the table where each player plays alone (two, three, five players, family): "After your side's first meld a wild card joins only a meld of {count} natural cards or more." for one player. {count}: a number of cards.
    P_("refusal.rule_of_five_alone", "After your first meld a wild card joins only a meld of {count} natural cards or more."),
    # Translators: Why a move is refused (refusal sequence_needed), shown at the table where each player plays alone (two, three, five players, family): "Your side needs {need} sequence canasta to go out: it has {have}." for one player. {have}: the number the player has; {need}: a number the rules ask for.
    NP_("refusal.sequence_needed_alone", "You need {need} sequence canasta to go out: you have {have}.", "You need {need} sequence canastas to go out: you have {have}."),
    # Translators: Why a move is refused (refusal sevens_banned), shown at the table where each player plays alone (two, three, five players, family): "No seven may be discarded until each side has a canasta of sevens." for one player.
    P_("refusal.sevens_banned_alone", "No seven may be discarded until every player has a canasta of sevens."),
    # Translators: Why a move is refused (refusal sevens_banned_own), shown at the table where each player plays alone (two, three, five players, family): "No seven may be discarded until your side has a canasta of sevens." for one player.
    P_("refusal.sevens_banned_own_alone", "No seven may be discarded until you have a canasta of sevens."),
    # Translators: Why a move is refused (refusal sevens_canasta_needed), shown at the table where each player plays alone (two, three, five players, family): "Your side needs {need} canasta of sevens to go out: it has {have}." for one player. {have}: the number the player has; {need}: a number the rules ask for.
    NP_("refusal.sevens_canasta_needed_alone", "You need {need} canasta of sevens to go out: you have {have}.", "You need {need} canastas of sevens to go out: you have {have}."),
    # Translators: Why a move is refused (refusal several_melds_take), shown at the table where each player plays alone (two, three, five players, family): "Your side has several melds of {rank}: say which one ({action}), or take the pile with a pair." for one player. {action}: the action in its text form, e.g. meld 7h 7d 7c; {rank}: a rank in the plural, e.g. kings (from the ranks.* messages).
    P_("refusal.several_melds_take_alone", "You have several melds of {rank}: say which one ({action}), or take the pile with a pair."),
    # Translators: Why a move is refused (refusal special_after_meld), shown at the table where each player plays alone (two, three, five players, family): "Your side has melded: a special hand is laid before any meld." for one player.
    P_("refusal.special_after_meld_alone", "You have melded: a special hand is laid before any meld."),
    # Translators: Why a move is refused (refusal swad_banned), shown at the table where each player plays alone (two, three, five players, family): "On an empty discard pile you may not discard a seven, a wild card, an ace or a rank your side has made a canasta of." for one player.
    P_("refusal.swad_banned_alone", "On an empty discard pile you may not discard a seven, a wild card, an ace or a rank you have made a canasta of."),
    # Translators: Why a move is refused (refusal take_back_card), shown at the table where each player plays alone (two, three, five players, family): "That card cannot be taken back: take a natural card you may then discard, from a meld of your side's of four cards or more that stood before this turn." for one player.
    P_("refusal.take_back_card_alone", "That card cannot be taken back: take a natural card you may then discard, from a meld of yours of four cards or more that stood before this turn."),
    # Translators: Why a move is refused (refusal take_back_instead), shown at the table where each player plays alone (two, three, five players, family): "No card in your hand may be discarded: take a card back from your side's melds and discard it." for one player.
    P_("refusal.take_back_instead_alone", "No card in your hand may be discarded: take a card back from your melds and discard it."),
    # Translators: Why a move is refused (refusal unfinished_meld), shown at the table where each player plays alone (two, three, five players, family): "Your side may not go out while its meld of {rank} is not a canasta." for one player. {rank}: a rank in the plural, e.g. kings (from the ranks.* messages).
    P_("refusal.unfinished_meld_alone", "You may not go out while your meld of {rank} is not a canasta."),
    # Translators: Why a move is refused (refusal unfinished_wild_meld), shown at the table where each player plays alone (two, three, five players, family): "Your side may not go out while its meld of wild cards is not a canasta." for one player.
    P_("refusal.unfinished_wild_meld_alone", "You may not go out while your meld of wild cards is not a canasta."),
    # Translators: Why a move is refused (refusal wild_canasta_needed), shown at the table where each player plays alone (two, three, five players, family): "Your side needs {need} canasta of wild cards to go out: it has {have}." for one player. {have}: the number the player has; {need}: a number the rules ask for.
    NP_("refusal.wild_canasta_needed_alone", "You need {need} canasta of wild cards to go out: you have {have}.", "You need {need} canastas of wild cards to go out: you have {have}."),
    # Translators: Why a move is refused (refusal wild_meld_exists), shown at the table where each player plays alone (two, three, five players, family): "Your side already has a meld of wild cards: add to it instead." for one player.
    P_("refusal.wild_meld_exists_alone", "You already have a meld of wild cards: add to it instead."),
    # Translators: Why a move is refused (refusal wild_meld_open), shown at the table where each player plays alone (two, three, five players, family): "Your side's meld of wild cards is not a canasta yet: no wild card goes into another meld until it is." for one player.
    P_("refusal.wild_meld_open_alone", "Your meld of wild cards is not a canasta yet: no wild card goes into another meld until it is."),
    # Translators: The replay viewer. {cards}: a list of cards, e.g. 7♥, 7♦, Joker; {name}: a player's name.
    P_("replay.drew", "{name} drew {cards}."),
    # Translators: The replay viewer.
    P_("replay.first", "To the start"),
    # Translators: The replay viewer.
    P_("replay.last", "To the end"),
    # Translators: The replay viewer.
    P_("replay.next", "Step forward"),
    # Translators: The replay viewer.
    P_("replay.pause", "Pause"),
    # Translators: The replay viewer.
    P_("replay.play", "Play"),
    # Translators: The replay viewer.
    P_("replay.previous", "Step back"),
    # Translators: The replay viewer. {number}: a number.
    P_("replay.start", "Deal {number}: the cards as dealt."),
    # Translators: The replay viewer. {number}: a number; {total}: a number of points.
    P_("replay.step", "Move {number} of {total}"),
    # Translators: The replay viewer.
    P_("replay.title", "Replay"),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A choice the player made or the computer would make, as a short phrase after "You:" or "The computer:".
    P_("review.act.draw", "draw from the stock"),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A choice, as a short phrase after "You:" or "The computer:".
    P_("review.act.take", "take the pile"),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A choice, as a short phrase. {count}: a number of cards.
    NP_("review.act.dig", "take the top {count} card of the pile", "take the top {count} cards of the pile"),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A choice, as a short phrase. {cards}: a list of cards, e.g. 7♥, 7♦, Joker.
    P_("review.act.meld", "meld {cards}"),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A choice, as a short phrase: a card laid onto a meld. {card}: a card, e.g. 7♥.
    P_("review.act.add", "add {card}"),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A choice, as a short phrase: a card laid onto a meld of the rank named. {card}: a card, e.g. 2♠; {rank}: a rank in the plural, e.g. kings.
    P_("review.act.add_to", "add {card} to the {rank}"),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A choice, as a short phrase. {card}: a card, e.g. 7♥.
    P_("review.act.discard", "discard {card}"),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A choice, as a short phrase: the answer to the partner's "may I go out?".
    P_("review.act.yes", "answer yes"),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A choice, as a short phrase: the answer to the partner's "may I go out?".
    P_("review.act.no", "answer no"),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A choice, as a short phrase.
    P_("review.act.ask", "ask your partner whether you may go out"),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A choice, as a short phrase: the stock is used up and the player ends the deal.
    P_("review.act.stop", "end the deal"),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A choice, as a short phrase. {card}: a red three, e.g. 3♥.
    P_("review.act.red_three", "lay out {card}"),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A choice, as a short phrase: offering to double the match's stake.
    P_("review.act.double", "offer a double"),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A choice, as a short phrase: not offering to double the match's stake.
    P_("review.act.no_double", "not offer a double"),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A choice, as a short phrase.
    P_("review.act.accept", "accept the double"),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A choice, as a short phrase.
    P_("review.act.give_up", "give the match up"),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A choice, as a short phrase.
    P_("review.act.nothing", "meld nothing"),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). Put between the phrases of one choice: "meld 7♥, 7♦, 7♣, then add K♠".
    P_("review.act.separator", ", then "),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). The kind of decision, in the line "Turn 3, draw. You: ... The computer: ...".
    P_("review.kind.draw", "draw"),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). The kind of decision, in the line "Turn 3, melds. You: ... The computer: ...".
    P_("review.kind.meld", "melds"),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). The kind of decision, in the line "Turn 3, discard. You: ... The computer: ...".
    P_("review.kind.discard", "discard"),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). The kind of decision: the answer to the partner's "may I go out?".
    P_("review.kind.answer", "answer"),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). The kind of decision: doubling the match's stake.
    P_("review.kind.double", "double"),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). One decision the review flags. {turn}: a number; {kind}: the kind of decision (draw, melds, discard, answer, double); {played}: what the player did; {best}: what the computer would do (short phrases such as "discard 7♥").
    P_("review.line", "Turn {turn}, {kind}. You: {played}. The computer: {best}."),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). The estimated cost of one flagged decision. {cost}, {low}, {high}: numbers of points (the estimate and its 95% interval); {deals}: the number of made-up deals played.
    P_("review.cost", "It costs about {cost} points (between {low} and {high}, from {deals} made-up deals)."),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). Shown for a double instead of a cost in points.
    P_("review.unpriced", "Not counted in points: the computer decides doubles by the match score."),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A reason. {count}: the number of cards in the pile; {player}: a player's name; {pct}, {pct_best}: numbers out of 100.
    NP_("review.reason.feeds_pile", "It feeds the pile ({count} card) to {player}: taken in {pct} of 100 made-up deals, against {pct_best} after the computer's choice.", "It feeds the pile ({count} cards) to {player}: taken in {pct} of 100 made-up deals, against {pct_best} after the computer's choice."),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A reason. {count}: the number of cards in the pile; {pct}, {pct_played}: numbers out of 100.
    NP_("review.reason.melds_pile_pair", "It melds cards you needed for the pile ({count} card): the computer's choice takes it in {pct} of 100 made-up deals, yours in {pct_played}.", "It melds cards you needed for the pile ({count} cards): the computer's choice takes it in {pct} of 100 made-up deals, yours in {pct_played}."),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A reason. {count}: the number of cards in the pile; {pct}, {pct_played}: numbers out of 100.
    NP_("review.reason.misses_pile", "With the computer's choice your side takes the pile ({count} card) in {pct} of 100 made-up deals, with yours in {pct_played}.", "With the computer's choice your side takes the pile ({count} cards) in {pct} of 100 made-up deals, with yours in {pct_played}."),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A reason. {pct}, {pct_best}: numbers out of 100.
    P_("review.reason.opponents_out", "The opponents go out sooner: in {pct} of 100 made-up deals, against {pct_best} after the computer's choice."),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A reason. {pct}, {pct_played}: numbers out of 100.
    P_("review.reason.goes_out", "The computer's choice lets your side go out in {pct} of 100 made-up deals, yours in {pct_played}."),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A reason. {pct}: a number.
    P_("review.reason.canasta", "The computer's choice brings your side a canasta within the round more often ({pct} more canastas in 100 made-up deals)."),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A reason. {pct}: a number.
    P_("review.reason.opp_canasta", "It helps the opponents to a canasta within the round ({pct} more canastas in 100 made-up deals)."),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A reason. {points}: a number of points.
    P_("review.reason.hand_points", "It leaves about {points} more points in your hand."),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A reason. {count}: the number of cards in the pile.
    NP_("review.reason.take_pile", "The pile ({count} card) was worth taking.", "The pile ({count} cards) was worth taking."),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A reason. {count}: the number of cards in the pile.
    NP_("review.reason.leave_pile", "The pile ({count} card) cost more than it brought.", "The pile ({count} cards) cost more than it brought."),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A reason, when no single event of the next round explains the cost.
    P_("review.reason.position", "By the computer's estimate the position after your choice is worth less."),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A reason for a double.
    P_("review.reason.double_offer", "The computer offers a double only when far ahead near the end of the match."),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A reason for a double.
    P_("review.reason.double_accept", "The computer would have accepted: the match was not lost yet."),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). A reason for a double.
    P_("review.reason.double_give_up", "The computer would have given up: the match was as good as lost, and giving up costs the old stake only."),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). Said in place of a player's name when it is not known.
    P_("review.an_opponent", "an opponent"),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). {count}: a number of decisions; {flagged}: a number.
    NP_("review.summary", "{count} decision reviewed, {flagged} flagged.", "{count} decisions reviewed, {flagged} flagged."),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal).
    P_("review.nothing", "Nothing to flag: every decision was as good as the computer's, within the noise of the estimate."),
    # Translators: The deal review (the computer looks at the player's decisions of a deal, after the deal). {number}: a number.
    P_("review.deal_title", "Review of deal {number}"),
    # Translators: The deal review screen (the computer looks at the player's decisions of a deal). A button on the score sheet and in the replay of a deal.
    P_("review.button", "Review this deal"),
    # Translators: The deal review screen (the computer looks at the player's decisions of a deal). A button while the review runs.
    P_("review.button_stop", "Stop the review"),
    # Translators: The deal review screen (the computer looks at the player's decisions of a deal). Shown before the first decision is done.
    P_("review.starting", "The review is starting."),
    # Translators: The deal review screen (the computer looks at the player's decisions of a deal). {done}, {total}: numbers of decisions.
    P_("review.progress", "Reviewing decision {done} of {total}."),
    # Translators: The deal review screen (the computer looks at the player's decisions of a deal). Under the progress bar.
    P_("review.running_hint", "The computer plays each of your decisions and its own choice on made-up deals that fit what you could see then. The table waits meanwhile."),
    # Translators: The deal review screen (the computer looks at the player's decisions of a deal). {done}, {total}: numbers of decisions.
    P_("review.stopped", "Stopped: {done} of {total} decisions reviewed."),
    # Translators: The deal review screen (the computer looks at the player's decisions of a deal).
    P_("review.failed", "The review could not be finished."),
    # Translators: The deal review screen (the computer looks at the player's decisions of a deal). Above the list of flagged decisions.
    P_("review.click_hint", "Click a decision to see that moment of the deal."),
    # Translators: The deal review screen (the computer looks at the player's decisions of a deal). In the replay, the legend beside the cards of the player's choice (drawn with a red frame); short, the line has little room.
    P_("review.mark_played", "You"),
    # Translators: The deal review screen (the computer looks at the player's decisions of a deal). In the replay, the legend beside the cards of the computer's choice (drawn with a green frame); short, the line has little room.
    P_("review.mark_best", "Computer"),
    # Translators: A message about the saved game or a game record file. {reason}: another refusal sentence or an error text saying why.
    P_("save.autosave_failed", "The game could not be saved: {reason}"),
    # Translators: A message about the saved game or a game record file. {file}: a file's path; {line}: a line number.
    P_("save.damaged", "The saved game is damaged (line {line}), so a new game starts. The file was kept as {file}."),
    # Translators: A message about the saved game or a game record file. {file}: a file's path.
    P_("save.empty", "The saved game was empty, so a new game starts. The file was kept as {file}."),
    # Translators: A message about the saved game or a game record file. {file}: a file's path; {reason}: another refusal sentence or an error text saying why.
    P_("save.export_failed", "The game could not be saved as {file}: {reason}"),
    # Translators: A message about the saved game or a game record file. {file}: a file's path.
    P_("save.exported", "The game was saved as {file}."),
    # Translators: A message about the saved game or a game record file. {file}: a file's path.
    P_("save.foreign", "The saved game is not a game of this program, so a new game starts. The file was kept as {file}."),
    # Translators: A message about the saved game. {file}: a file's name.
    P_("save.newer", "The saved game was made by a newer version of Canasta, so a new game starts. The file was kept as {file}."),
    # Translators: A message about a game record file. {file}: a file's name.
    P_("save.import_newer", "The game record {file} was made by a newer version of Canasta."),
    # Translators: A message about the saved game. {reason}: the system's reason, e.g. "Permission denied"; {file}: a file's name.
    P_("save.unreadable", "The saved game could not be read ({reason}), so a new game starts. The file was kept as {file}."),
    # Translators: A message when saving a game record. {file}: a file's path.
    P_("save.export_exists", "A file named {file} exists already. Please choose another name."),
    # Translators: A message when saving a game record. {folder}: a folder's path.
    P_("save.export_no_folder", "The folder {folder} does not exist."),
    # Translators: Export of a game record: the typed file name is too long for the disk. {most}: a number of bytes (255); a letter of the Latin alphabet is one, a Chinese character three, an emoji four.
    P_("save.export_name_long", "This name is too long for a file: at most {most} bytes are allowed (a Chinese character takes three, an emoji four). Please choose a shorter name."),
    # Translators: Printed in the terminal when the game finds no screen to open its window on (started without a desktop).
    P_("app.no_screen", "Canasta could not open its window: no screen was found. Please start it from a desktop session."),
    # Translators: A message at start. {reason}: the system's reason, e.g. "Permission denied"; {file}: a file's name.
    P_("settings.unreadable", "The settings could not be read ({reason}), so the defaults are used. The file was kept as {file}."),
    # Translators: The statistics screen: a person's chip balance over every match (seed 003). {name}: a player's name.
    P_("stats.chips_of", "Chips of {name}"),
    # Translators: A message on the statistics screen. {file}: a file's name.
    P_("stats.other_version", "The statistics were made by another version of Canasta and start afresh. The old file was kept as {file}."),
    # Translators: A message when a deal from the statistics is to be replayed.
    P_("stats.replay_damaged", "This deal cannot be replayed: its stored record is damaged."),
    # Translators: A message about the saved game or a game record file. {file}: a file's path; {line}: a line number.
    P_("save.import_damaged", "The game record {file} is damaged at line {line}."),
    # Translators: A message about the saved game or a game record file. {file}: a file's path.
    P_("save.import_empty", "The file {file} is empty."),
    # Translators: A message about the saved game or a game record file. {file}: a file's path.
    P_("save.import_foreign", "The file {file} is not a Canasta game record."),
    # Translators: A message about the saved game or a game record file. {file}: a file's path.
    P_("save.import_truncated", "The game record {file} is cut short."),
    # Translators: A message about the saved game or a game record file. {file}: a file's path; {reason}: another refusal sentence or an error text saying why.
    P_("save.import_unreadable", "The file {file} could not be read: {reason}"),
    # Translators: A message about the saved game or a game record file. {file}: a file's path.
    P_("save.import_unusable", "The game record {file} could not be loaded."),
    # Translators: A message about the saved game or a game record file. {file}: a file's path.
    P_("save.imported", "The game {file} was loaded."),
    # Translators: A message about the saved game or a game record file. {file}: a file's path.
    P_("save.not_moved", "The saved game could not be loaded and was left where it is: {file}"),
    # Translators: A message about the saved game or a game record file.
    P_("save.restored", "Your last game was restored."),
    # Translators: A message about the saved game or a game record file. {file}: a file's path.
    P_("save.truncated", "The saved game was cut short, so a new game starts. The file was kept as {file}."),
    # Translators: A message about the saved game or a game record file. {file}: a file's path.
    P_("save.unusable", "The saved game could not be loaded, so a new game starts. The file was kept as {file}."),
    # Translators: The score sheet after a deal.
    P_("score.cards_in_hand", "Cards in hand"),
    # Translators: The score sheet after a deal.
    P_("score.cards_left_in_hand", "Cards left in hand"),
    # Translators: The score sheet after a deal.
    P_("score.concealed", "Concealed"),
    # Translators: The score sheet after a deal. {number}: a number.
    P_("score.deal", "Deal {number}"),
    # Translators: The score sheet after a deal.
    P_("score.deal_total", "Deal total"),
    # Translators: The score sheet after a deal. {count}: a number.
    P_("score.earlier_deals", "… {count} earlier deals"),
    # Translators: The score sheet at the end of a match: the chips each side won or paid (seed 003).
    P_("score.chips", "Chips"),
    # Translators: The score sheet after a deal.
    P_("score.final", "Final score"),
    # Translators: The score sheet after a deal.
    P_("score.going_out", "Going out"),
    # Translators: The score sheet after a deal.
    P_("score.history_head", "Score history (deal total / running total)"),
    # Translators: The score sheet after a deal.
    P_("score.melded_cards", "Melded cards"),
    # Translators: The score sheet after a deal.
    P_("score.mixed_canastas", "Mixed canastas"),
    # Translators: The score sheet after a deal.
    P_("score.natural_canastas", "Natural canastas"),
    # Translators: The score sheet after a deal.
    P_("score.next_first_meld", "Next first meld"),
    # Translators: The score sheet after a deal.
    P_("score.no_deal", "No deal was finished."),
    # Translators: A note under a deal's score sheet: why a side's red threes counted minus. {side}: a side's (or player's) name; {points}: the points, e.g. −200.
    P_("score.note.red_threes_meld", "{side}: the red threes count {points}: they count plus only with a meld on the table."),
    # Translators: A note under a deal's score sheet: why a side's red threes counted minus (Samba: two canastas). {side}: a side's (or player's) name; {points}: the points, e.g. −100; {count}: a number of canastas.
    NP_("score.note.red_threes_canastas", "{side}: the red threes count {points}: they count plus only with {count} canasta.", "{side}: the red threes count {points}: they count plus only with {count} canastas."),
    # Translators: A note under a deal's score sheet: why a side's red threes counted minus (Pennies from Heaven). {side}: a side's name; {points}: the points.
    P_("score.note.red_threes_sevens", "{side}: the red threes count {points}: they count plus only with a canasta of sevens."),
    # Translators: A note under a deal's score sheet: why a side's red threes counted minus. {side}: a side's (or player's) name; {points}: the points.
    P_("score.note.red_threes_going_out", "{side}: the red threes count {points}: they count plus only with the canastas needed to go out."),
    # Translators: A note under a deal's score sheet: why a side's red threes counted minus or nothing. {side}: a side's (or player's) name; {points}: the points.
    P_("score.note.red_threes_tristate", "{side}: the red threes count {points}: minus with no canasta, nothing with one, plus with two or more."),
    # Translators: A note under a deal's score sheet: why a side's melded cards counted minus. {side}: a side's (or player's) name; {points}: the points.
    P_("score.note.melds_minus", "{side}: the melded cards count {points}: without a canasta they count minus and earn no bonus."),
    # Translators: The score sheet after a deal.
    P_("score.red_threes", "Red threes"),
    # Translators: The score sheet after a deal.
    P_("score.red_threes_in_hand", "Red threes in hand"),
    # Translators: The score sheet after a deal: the cards of feet nobody took up.
    P_("score.unopened_packets", "Unopened feet"),
    # Translators: The score sheet after a deal (Pennies from Heaven): the cards of pennies nobody took up.
    P_("score.unopened_pennies", "Unopened pennies"),
    # Translators: The score sheet after a deal: canastas of sevens (Pennies from Heaven).
    P_("score.sevens_canastas", "Canastas of sevens"),
    # Translators: The score sheet after a deal: the special hand a side laid and its value (Modern American).
    P_("score.special_hand", "Special hand"),
    # Translators: The score sheet after a deal. {name}: a player's name; {hand}: the special hand's name.
    P_("score.special_laid", "{name} laid a special hand: {hand}"),
    # Translators: The name of a special hand (Modern American Canasta): seven natural pairs.
    P_("special.pairs", "Pairs"),
    # Translators: The name of a special hand (Modern American Canasta): seven pairs with aces, sevens and one pair of wild cards.
    P_("special.wild_pairs", "Wild Pairs"),
    # Translators: The name of a special hand (Modern American Canasta): seven pairs with aces, sevens, two twos and two jokers.
    P_("special.miami_pairs", "Miami Pairs"),
    # Translators: The name of a special hand (Modern American Canasta): groups of 2, 2, 3, 3 and 4 cards.
    P_("special.zip_code", "Zip Code"),
    # Translators: The name of a special hand (Modern American Canasta): one card of every rank and a joker.
    P_("special.straight", "Straight"),
    # Translators: The name of a special hand (Modern American Canasta): groups of 4, 4, 3 and 3 natural cards.
    P_("special.garbage", "Garbage"),
    # Translators: The name of a special hand (Modern American Canasta): groups of 5, 4, 3 and 2 cards.
    P_("special.blast_off", "Blast Off"),
    # Translators: The name of a special hand (Modern American Canasta): four groups of three and a wild pair.
    P_("special.triples", "Triples"),
    # Translators: The name of a special hand (Modern American Canasta): three groups of four and a wild pair.
    P_("special.quads", "Quads"),
    # Translators: The name of a special hand (Modern American Canasta): two groups of five and four wild cards.
    P_("special.dream_plus_4", "Dream Hand Plus 4"),
    # Translators: The name of a special hand (Modern American Canasta): a group of five, a group of four and five wild cards.
    P_("special.dream_plus_5", "Dream Hand Plus 5"),
    # Translators: The score sheet after a deal.
    P_("score.wild_canastas", "Wild canastas"),
    # Translators: The score sheet after a deal, Hand and Foot: its players call canastas books; natural ones clean, mixed ones dirty.
    P_("score.clean_books", "Clean books"),
    # Translators: The score sheet after a deal, Hand and Foot: its players call canastas books; natural ones clean, mixed ones dirty.
    P_("score.dirty_books", "Dirty books"),
    # Translators: The score sheet after a deal, Hand and Foot: books of wild cards only (twos and jokers).
    P_("score.wild_books", "Wild books"),
    # Translators: The score sheet after a deal.
    P_("score.black_threes_set_aside", "Black threes set aside"),
    # Translators: The score sheet after a deal: black threes still in hand (Bolivia: 100 each).
    P_("score.black_threes_in_hand", "Black threes in hand"),
    # Translators: The score sheet after a deal: natural canastas of aces (Modern American: 2,500 each).
    P_("score.aces_canastas", "Canastas of aces"),
    # Translators: The score sheet after a deal: black threes laid out as bonus cards (Modern American).
    P_("score.black_threes_laid", "Black threes"),
    # Translators: The score sheet after a deal: penalties for melds of aces, sevens or wild cards that were not finished as canastas (Modern American).
    P_("score.unfinished_melds", "Unfinished melds"),
    # Translators: The score sheet after a deal: penalties for players holding three aces or three sevens (Modern American).
    P_("score.aces_sevens_in_hand", "Three aces or sevens in hand"),
    # Translators: The score sheet after a deal.
    P_("score.running_total", "Running total"),
    # Translators: The score sheet: the line of Samba's canastas of runs (a samba: a run of seven).
    P_("score.sambas", "Sambas"),
    # Translators: The score sheet: the line of Bolivia's canastas of runs (an escalera: a run of seven).
    P_("score.escaleras", "Escaleras"),
    # Translators: The score sheet: the line of Bolivia's canastas of wild cards (a bolivia: seven wild cards).
    P_("score.bolivias", "Bolivias"),
    # Translators: The score sheet after a deal. {first}: a number of points; {second}: a number of points; {third}: a number of points.
    P_("score.side_three", "{first}, {second} and {third}"),
    # Translators: The score sheet after a deal. {first}: a number of points; {second}: a number of points.
    P_("score.side_two", "{first} and {second}"),
    # Translators: The score sheet after a deal. {stake}: the stake, a number.
    P_("score.stake", "Stake ×{stake}"),
    # Translators: The score sheet after a deal.
    P_("score.stock_ran_out", "The stock ran out"),
    # Translators: The score sheet after a deal. {points}: a number of points.
    P_("score.target", "Playing to {points}"),
    # Translators: The score sheet after a deal.
    P_("score.them", "Them"),
    # Translators: The score sheet after a deal. {target}: the points to play to.
    P_("score.tie_raised", "A tie at the top: play goes on to {target}."),
    # Translators: The score sheet after a deal.
    P_("score.title", "Score sheet"),
    # Translators: The score sheet after a deal.
    P_("score.us", "Us"),
    # Translators: The score sheet after a deal. {name}: a player's name.
    P_("score.went_out", "{name} went out"),
    # Translators: The score sheet after a deal. {name}: a player's name.
    P_("score.went_out_concealed", "{name} went out concealed"),
    # Translators: The score sheet's title after a deal the player reading it ended by going out.
    P_("score.you_went_out", "You went out"),
    # Translators: The score sheet's title after a deal the player reading it ended by going out concealed.
    P_("score.you_went_out_concealed", "You went out concealed"),
    # Translators: The score sheet's title after a deal the player reading it ended with a special hand. {hand}: its name.
    P_("score.you_special_laid", "You laid a special hand: {hand}"),
    # Translators: A seat's default player name (seats are named by compass direction).
    P_("seat.east", "East"),
    # Translators: A seat's default player name (seats are named by compass direction).
    P_("seat.north", "North"),
    # Translators: A seat's default player name (seats are named by compass direction).
    P_("seat.north_east", "North-East"),
    # Translators: A seat's default player name (seats are named by compass direction).
    P_("seat.north_west", "North-West"),
    # Translators: A seat's default player name (seats are named by compass direction). {number}: a number.
    P_("seat.number", "Seat {number}"),
    # Translators: A seat's default player name (seats are named by compass direction).
    P_("seat.opponent", "Opponent"),
    # Translators: A seat's default player name (seats are named by compass direction).
    P_("seat.partner", "Partner"),
    # Translators: A seat's default player name (seats are named by compass direction).
    P_("seat.south", "South"),
    # Translators: A seat's default player name (seats are named by compass direction).
    P_("seat.south_east", "South-East"),
    # Translators: A seat's default player name (seats are named by compass direction).
    P_("seat.south_west", "South-West"),
    # Translators: A seat's default player name (seats are named by compass direction).
    P_("seat.west", "West"),
    # Translators: A seat's default player name (seats are named by compass direction).
    P_("seat.you", "You"),
    # Translators: The settings screen.
    P_("settings.animation.fast", "Fast"),
    # Translators: The settings screen.
    P_("settings.animation.normal", "Normal"),
    # Translators: The settings screen.
    P_("settings.animation.off", "No animation"),
    # Translators: The settings screen.
    P_("settings.animation.slow", "Slow"),
    # Translators: The settings screen.
    P_("settings.animation_speed", "Animation speed"),
    # Translators: The settings screen. {file}: a file's path.
    P_("settings.damaged", "The settings could not be read, so the defaults are used. The old file was kept as {file}."),
    # Translators: A message at start: the settings file is damaged and its folder may not be changed. {file}: the file's path.
    # Translators: A message at start, in the main menu: the game's data folder could not be made. {folder}: its path; {reason}: the system's reason, e.g. "Permission denied". CANASTA_DATA_DIR is the name of a setting of the system and stays as it is.
    P_("app.no_data_folder", "Your games cannot be kept: the folder {folder} could not be made ({reason}). You can play, but nothing is saved when you quit. To keep your games, let Canasta make that folder, or name another folder in the environment variable CANASTA_DATA_DIR, then start Canasta again."),
    # Translators: A message at start, in the main menu: another copy of Canasta is running with the same data folder. {folder}: its path.
    P_("app.already_running", "Canasta is open already, in another window, with your games in {folder}. This window plays without saving, so that it cannot overwrite the other's game. Close the other window and start Canasta again to play with your games here."),
    P_("settings.not_moved", "The settings could not be read, so the defaults are used. The file could not be moved aside and stays where it is: {file}"),
    # Translators: The settings screen.
    P_("settings.four_colour_deck", "Four-colour deck"),
    # Translators: The settings screen.
    P_("settings.four_colour_deck.about", "Every suit in its own colour, so diamonds and hearts, clubs and spades are told apart at a glance."),
    # Translators: The settings screen: what one click on a card in the player's hand does. Its two choices are "settings.click.select" and "settings.click.play", read after it ("A click on a card: selects it").
    P_("settings.click", "A click on a card"),
    # Translators: The settings screen, a choice of "settings.click": the click only selects the card (for a meld or a discard).
    P_("settings.click.select", "selects it"),
    # Translators: The settings screen, a choice of "settings.click": the click lays the card onto the side's meld of its rank at once.
    P_("settings.click.play", "plays it where it fits"),
    # Translators: The settings screen, under "settings.click".
    P_("settings.click.about", "When a click selects, a double click or a drag plays the card. When it plays, one click lays a card onto your meld of its rank, and a click on a meld lays a card from your hand on it."),
    # Translators: The settings screen.
    P_("settings.fullscreen", "Full screen"),
    # Translators: The settings screen.
    P_("settings.house_rules", "House rules"),
    # Translators: The settings screen.
    P_("settings.language", "Language"),
    # Translators: The settings screen. {reason}: another refusal sentence or an error text saying why.
    P_("settings.not_saved", "The settings could not be saved: {reason}"),
    # Translators: The settings screen.
    P_("settings.reset_tips", "Show all tips again"),
    # Translators: The settings screen.
    P_("settings.sound", "Sound"),
    # Translators: The settings screen.
    P_("settings.tips", "Show tips"),
    # Translators: The settings screen.
    P_("settings.tips.about", "Small boxes with advice at the right moment; the ? button switches them too."),
    # Translators: The settings screen.
    P_("settings.tips_reset", "All tips will be shown again."),
    # Translators: The settings screen.
    P_("settings.title", "Settings"),
    # Translators: The settings screen.
    P_("settings.volume", "Volume"),
    # Translators: The statistics screen.
    P_("stats.average_score", "Average score per deal"),
    # Translators: The statistics screen.
    P_("stats.by_level", "By strength"),
    # Translators: The statistics screen.
    P_("stats.by_rules", "By rules"),
    # Translators: The statistics screen.
    P_("stats.canastas", "Canastas"),
    # Translators: The statistics screen. {mixed}: a number of points; {natural}: a number of points; {total}: a number of points.
    P_("stats.canastas_split", "{total} ({natural} natural, {mixed} mixed)"),
    # Translators: The statistics screen. {file}: a file's path.
    P_("stats.damaged", "The statistics could not be read and start afresh. The old file was kept as {file}."),
    # Translators: The statistics screen. {date}: a date; {number}: a number; {other}: a name; {score}: a score.
    P_("stats.deal_line", "{date} · deal {number}: {score} against {other}"),
    # Translators: The statistics screen.
    P_("stats.deals_played", "Deals played"),
    # Translators: The statistics screen.
    P_("stats.deals_won", "Deals won"),
    # Translators: The statistics screen. {deals}: a number of deals; {matches}: a number of matches.
    P_("stats.group_line", "matches {matches} · deals {deals}"),
    # Translators: The statistics screen.
    P_("stats.highest_deal", "Best deal"),
    # Translators: The statistics screen.
    P_("stats.history", "Score history"),
    # Translators: The statistics chart: the label of its upright axis (a deal's points).
    P_("stats.axis_points", "points"),
    # Translators: The statistics chart: the label under its bars, one bar a deal.
    P_("stats.axis_deals", "deals, oldest left, latest right"),
    # Translators: The statistics screen.
    P_("stats.legend_best_other", "best other side"),
    # Translators: The statistics screen.
    P_("stats.legend_ours", "our deal score (green: won)"),
    # Translators: The statistics screen.
    P_("stats.matches_played", "Matches played"),
    # Translators: The statistics screen.
    P_("stats.matches_won", "Matches won"),
    # Translators: The statistics screen.
    P_("stats.none_yet", "No games played yet."),
    # Translators: The statistics screen. {percent}: a percentage.
    P_("stats.percent", "{percent}%"),
    # Translators: The statistics screen.
    P_("stats.recent_deals", "Latest deals"),
    # Translators: The statistics screen.
    P_("stats.replay_deal", "Replay this deal"),
    # Translators: The statistics screen.
    P_("stats.title", "Statistics"),
    # Translators: The statistics screen. {reason}: another refusal sentence or an error text saying why.
    P_("stats.unavailable", "Statistics are not available: {reason}"),
    # Translators: Said at the table or in the menu when a finished deal could not be written to the statistics yet. {reason}: one of the stats.busy/read_only/disk_full/unavailable sentences.
    P_("stats.kept", "{reason} The finished deals are kept and will be added to the statistics later."),
    # Translators: Said at the table or in the menu once the deals kept for the statistics (stats.kept) were written after all.
    P_("stats.stored_later", "The kept deals are now in the statistics."),
    # Translators: Why the statistics cannot be used right now: another program (or another copy of Canasta) is writing to them.
    P_("stats.busy", "The statistics are in use by another program."),
    # Translators: The statistics screen, while another program writes to the statistics: what is shown was read as it is.
    P_("stats.busy_reading", "The statistics are in use by another program: the latest deals may be missing here for now."),
    # Translators: Why the statistics cannot be written: the folder or the file may not be changed.
    P_("stats.read_only", "The statistics cannot be changed: their folder is read-only."),
    # Translators: Why the statistics cannot be written: no room left on the disk.
    P_("stats.disk_full", "The disk is full, so the statistics cannot grow."),
    # Translators: The statistics screen.
    P_("stats.went_out", "Went out"),
    # Translators: The line at the table that says what just happened. {card}: a card, e.g. 7♥; {name}: a player's name; {rank}: a rank in the plural from the 'ranks.*' messages, e.g. kings.
    P_("status.added", "{name} added {card} to the {rank}."),
    # Translators: The line at the table that says what just happened (Hand and Foot: a player's second packet, the foot, taken up into the hand). {name}: a player's name; {count}: a number of cards.
    P_("status.took_foot", "{name} took up the foot: {count} cards in hand."),
    # Translators: The line at the table that says what just happened (Hand and Foot). {count}: a number of cards.
    P_("status.you_took_foot", "You took up your foot: {count} cards in hand."),
    # Translators: The line at the table that says what just happened (Pennies from Heaven: a player's face-down packet, the pennies, taken up after the player's first canasta). {name}: a player's name; {count}: a number of cards.
    P_("status.took_pennies", "{name} took up the pennies: {count} cards in hand."),
    # Translators: The line at the table that says what just happened (Pennies from Heaven). {count}: a number of cards.
    P_("status.you_took_pennies", "You took up your pennies: {count} cards in hand."),
    # Translators: The line at the table that says what just happened. {card}: a card, e.g. 7♥; {name}: a player's name; {cards}: the cards of the run (one suit, in order).
    P_("status.added_to_run", "{name} added {card} to a run: {cards}."),
    # Translators: The line at the table that says what just happened. {card}: a card, e.g. 7♥; {name}: a player's name; {cards}: the cards of the meld.
    P_("status.added_to_wild", "{name} added {card} to the meld of wild cards."),
    # Translators: The line at the table that says what just happened. {card}: a card, e.g. 7♥; {name}: a player's name; {rank}: a rank in the plural from the 'ranks.*' messages, e.g. kings; {side}: a side's name (a player or a partnership).
    P_("status.added_to_other", "{name} added {card} to the {rank} of {side}."),
    # Translators: The line at the table that says what just happened. {name}: a player's name.
    P_("status.answered_no", "{name}: no, not yet."),
    # Translators: The line at the table that says what just happened. {name}: a player's name.
    P_("status.answered_yes", "{name}: yes, go out!"),
    # Translators: The line at the table that says what just happened. {name}: a player's name.
    P_("status.asked", "{name} asks: may I go out?"),
    # Translators: The line at the table that says what just happened. {name}: a player's name; {partner}: the partner's name.
    P_("status.asked_partner", "{name} asked {partner}: may I go out?"),
    # Translators: The line at the table that says what just happened. {side}: a side's name (a player or a partnership).
    P_("status.canasta", "{side}: a canasta!"),
    # Translators: The line at the table that says what just happened, in Hand and Foot, whose players call a canasta a book. {side}: a side's name (a player or a partnership).
    P_("status.book", "{side}: a book!"),
    # Translators: The line at the table that says what just happened. {name}: a player's name; {number}: a number.
    P_("status.deal_starts", "Deal {number}: {name} deals."),
    # Translators: The line at the table that says what just happened. {card}: a card, e.g. 7♥; {name}: a player's name.
    P_("status.discarded", "{name} discarded {card}."),
    # Translators: The line at the table that says what just happened (Modern American: no card in the hand could be discarded, so a melded card was taken back and discarded). {card}: a card, e.g. 8♥; {name}: a player's name.
    P_("status.took_back", "{name} took {card} back from a meld and discarded it."),
    # Translators: The line at the table that says what just happened. {card}: a card, e.g. 7♥; {name}: a player's name.
    P_("status.discarded_frozen", "{name} discarded {card}. The pile is frozen."),
    # Translators: The line at the table that says what just happened. {card}: a card, e.g. 7♥; {name}: a player's name.
    P_("status.discarded_stopped", "{name} discarded {card}. The pile is stopped for the next player."),
    # Translators: The line at the table that says what just happened. {names}: a list of names; {stake}: the stake, a number.
    P_("status.double_accepted", "{names} accepted: the stake is now ×{stake}."),
    # Translators: The line at the table that says what just happened. {name}: a player's name; {stake}: the stake, a number.
    P_("status.double_offered", "{name} offered to double the stake to ×{stake}."),
    # Translators: The line at the table that says what just happened. {name}: a player's name.
    P_("status.doubled", "{name} doubles the stakes."),
    # Translators: The line at the table that says what just happened. {name}: a player's name.
    P_("status.drew", "{name} drew a card."),
    # Translators: The line at the table that says what just happened. {count}: a number; {name}: a player's name.
    NP_("status.drew_cards", "{name} drew {count} card.", "{name} drew {count} cards."),
    # Translators: The line at the table that says what just happened. {count}: a number; {name}: a player's name.
    NP_("status.dug", "{name} took {count} card from the pile.", "{name} took {count} cards from the pile."),
    # Translators: The line at the table that says what just happened. {name}: a player's name.
    P_("status.gave_up", "{name} gave up."),
    # Translators: The line at the table that says what just happened. {card}: a card, e.g. 7♥; {name}: a player's name.
    P_("status.laid_out", "{name} laid out {card}."),
    # Translators: The line at the table that says what just happened.
    P_("status.meld_or_discard", "Meld if you can, then discard a card."),
    # Translators: The line at the table that says what just happened. {cards}: a list of cards, e.g. 7♥, 7♦, Joker; {name}: a player's name.
    P_("status.melded", "{name} melded {cards}."),
    # Translators: The line at the table that says what just happened. {dealer}: the dealer's name; {first}: a number of points; {number}: a number.
    P_("status.new_deal", "Deal {number}: {dealer} dealt. {first} plays first."),
    # Translators: The line at the table that says what just happened. {dealer}: the dealer's name; {first}: a number of points.
    P_("status.new_match", "A new match: {dealer} dealt. {first} plays first."),
    # Translators: The line at the table that says what just happened: a side's first meld was short of the minimum and counted only with its red threes. {side}: a side's name; {points}, {credit}: numbers of points.
    P_("status.opened_with_reds", "{side}: first meld {points} + red threes {credit}."),
    # Translators: The line at the table that says what just happened. {name}: a player's name.
    P_("status.pass_ready", "{name}, click when you are ready."),
    # Translators: The line at the table that says what just happened. {name}: a player's name.
    P_("status.pass_to", "Pass to {name}"),
    # Translators: The line at the table that says what just happened. {count}: a number.
    P_("status.pile", "Pile: {count}"),
    # Translators: The line at the table that says what just happened.
    P_("status.pile_frozen", "The pile is frozen."),
    # Translators: The line at the table that says what just happened.
    P_("status.pile_stopped", "A black three stops the pile for this turn."),
    # Translators: The line at the table that says what just happened. {name}: a player's name.
    P_("status.red_three", "{name} laid out a red three."),
    # Translators: The line at the table that says what just happened. {count}: a number; {name}: a player's name.
    NP_("status.red_threes_laid", "{name} laid out {count} red three.", "{name} laid out {count} red threes."),
    # Translators: The line at the table that says what just happened. {count}: a number.
    P_("status.stock", "Stock: {count}"),
    # Translators: The line at the table that says what just happened.
    P_("status.stock_out", "The stock is used up: the deal is over."),
    # Translators: The line at the table that says what just happened. {name}: a player's name.
    P_("status.stopped", "{name} stopped: the stock is used up."),
    # Translators: The line at the table that says what just happened. {card}: a card, e.g. 7♥; {name}: a player's name; {wild}: a number of wild cards.
    P_("status.swapped", "{name} exchanged {card} for {wild}."),
    # Translators: The line at the table that says what just happened. {name}: a player's name.
    P_("status.thinking", "{name} is thinking…"),
    # Translators: The line at the table that says what just happened. {count}: a number; {name}: a player's name.
    NP_("status.took_pile", "{name} took the pile: {count} card.", "{name} took the pile: {count} cards."),
    # Translators: The line at the table that says what just happened: the pile taken and the meld made with it. {name}: a player's name; {cards}: the meld's cards (the pile's top card first); {count}: the pile's cards.
    NP_("status.took_pile_meld", "{name} took the pile with a meld of {cards}: {count} card.", "{name} took the pile with a meld of {cards}: {count} cards."),
    # Translators: The line at the table that says what just happened: the pile taken, its top card laid on a meld of the table. {name}: a player's name; {rank}: a rank in the plural, e.g. kings; {count}: the pile's cards.
    NP_("status.took_pile_onto", "{name} took the pile onto the {rank}: {count} card.", "{name} took the pile onto the {rank}: {count} cards."),
    # Translators: The line at the table that says what just happened (Hand and Foot: the top cards of the pile), with the meld made. {name}: a player's name; {cards}: the meld's cards; {count}, {left}: numbers of cards.
    P_("status.took_top_meld", "{name} took the top {count} cards of the pile ({left} left) with a meld of {cards}."),
    # Translators: The line at the table that says what just happened (Hand and Foot: the top cards of the pile), the top card laid on a meld. {name}: a player's name; {rank}: a rank in the plural; {count}, {left}: numbers of cards.
    P_("status.took_top_onto", "{name} took the top {count} cards of the pile ({left} left) onto the {rank}."),
    # Translators: The line at the table that says what just happened (a table where only the top cards of the discard pile are taken, e.g. Hand and Foot's seven). {count}: a number (2 or more); {left}: the number of cards left in the pile; {name}: a player's name.
    P_("status.took_top", "{name} took the top {count} cards of the pile ({left} left)."),
    # Translators: The line at the table that says what just happened. {count}: a number (2 or more); {left}: the number of cards left in the pile.
    P_("status.you_took_top", "You took the top {count} cards of the pile ({left} left)."),
    # Translators: A small label beside the discard pile where only its top cards can be taken (Hand and Foot: seven). {count}: a number.
    P_("badge.take_top", "take: top {count}"),
    # Translators: The line at the table that says what just happened. {name}: a player's name.
    P_("status.turn_of", "{name} is to play."),
    # Translators: The line at the table that says what just happened. {name}: a player's name.
    P_("status.undone", "{name} took the melds back."),
    # Translators: The line at the table that says what just happened: the last meld or lay-off of the turn went back into the hand. {name}: a player's name; {cards}: the cards.
    P_("status.took_back_last", "{name} took {cards} back into the hand."),
    # Translators: The line at the table that says what just happened: the player took the last meld or lay-off of the turn back into the hand. {cards}: the cards.
    P_("status.you_took_back_last", "You took {cards} back into your hand."),
    # Translators: The line at the table that says what just happened.
    P_("status.waiting_double", "Waiting for the answer to the double…"),
    # Translators: The line at the table that says what just happened. {name}: a player's name.
    P_("status.went_out", "{name} went out."),
    # Translators: The line at the table that says what just happened. {name}: a player's name; {hand}: a special hand's name.
    P_("status.special_laid", "{name} laid a special hand: {hand}."),
    # Translators: The line at the table that says what just happened. {hand}: a special hand's name.
    P_("status.you_special_laid", "You laid a special hand: {hand}."),
    # Translators: The line at the table that says what just happened: a Dream Hand (a special hand) ends the match.
    P_("status.dream_hand_wins", "A Dream Hand wins the match at once."),
    # Translators: The line at the table that says what just happened. {name}: a player's name.
    P_("status.went_out_concealed", "{name} went out concealed."),
    # Translators: The line at the table that says what just happened. {card}: a card, e.g. 7♥; {rank}: a rank in the plural from the 'ranks.*' messages, e.g. kings.
    P_("status.you_added", "You added {card} to the {rank}."),
    # Translators: The line at the table that says what just happened. {card}: a card, e.g. 7♥; {cards}: the cards of the run (one suit, in order).
    P_("status.you_added_to_run", "You added {card} to a run: {cards}."),
    # Translators: The line at the table that says what just happened. {card}: a card, e.g. 7♥; {cards}: the cards of the meld.
    P_("status.you_added_to_wild", "You added {card} to the meld of wild cards."),
    # Translators: The line at the table that says what just happened. {card}: a card, e.g. 7♥; {rank}: a rank in the plural from the 'ranks.*' messages, e.g. kings; {side}: a side's name (a player or a partnership).
    P_("status.you_added_to_other", "You added {card} to the {rank} of {side}."),
    # Translators: The line at the table that says what just happened. {partner}: the partner's name.
    P_("status.you_asked", "You asked {partner}: may I go out?"),
    # Translators: The line at the table that says what just happened. {card}: a card, e.g. 7♥.
    P_("status.you_discarded", "You discarded {card}."),
    # Translators: The line at the table that says what just happened (Modern American: no card in the hand could be discarded, so a melded card was taken back and discarded). {card}: a card, e.g. 8♥.
    P_("status.you_took_back", "You took {card} back from a meld and discarded it."),
    # Translators: The status line at the table when there is no room for tips (Modern American: the discard bans forbid every card in the hand; the melds a card may be taken back from glow).
    P_("status.take_back", "No card in your hand may be discarded: click a lit meld to take a card back and discard it."),
    # Translators: The line at the table that says what just happened. {card}: a card, e.g. 7♥.
    P_("status.you_discarded_frozen", "You discarded {card}. The pile is frozen."),
    # Translators: The line at the table that says what just happened. {card}: a card, e.g. 7♥.
    P_("status.you_discarded_stopped", "You discarded {card}. The pile is stopped for the next player."),
    # Translators: The line at the table that says what just happened. {cards}: a list of cards, e.g. 7♥, 7♦, Joker.
    P_("status.you_drew", "You drew {cards}."),
    # Translators: The line at the table that says what just happened. {count}: a number.
    NP_("status.you_dug", "You took {count} card from the pile.", "You took {count} cards from the pile."),
    # Translators: The line at the table that says what just happened. {card}: a card, e.g. 7♥.
    P_("status.you_laid_out", "You laid out {card}."),
    # Translators: The line at the table that says what just happened. {count}: a number.
    NP_("status.you_laid_red_threes", "You laid out {count} red three.", "You laid out {count} red threes."),
    # Translators: The line at the table that says what just happened. {cards}: a list of cards, e.g. 7♥, 7♦, Joker.
    P_("status.you_melded", "You melded {cards}."),
    # Translators: The line at the table that says what just happened.
    P_("status.you_stopped", "You stopped: the stock is used up."),
    # Translators: The line at the table that says what just happened. {card}: a card, e.g. 7♥; {wild}: a number of wild cards.
    P_("status.you_swapped", "You exchanged {card} for {wild}."),
    # Translators: The line at the table that says what just happened. {count}: a number.
    NP_("status.you_took_pile", "You took the pile: {count} card.", "You took the pile: {count} cards."),
    # Translators: The line at the table that says what just happened: the player took the pile with a meld. {cards}: the meld's cards (the pile's top card first); {count}: the pile's cards.
    NP_("status.you_took_pile_meld", "You took the pile with a meld of {cards}: {count} card.", "You took the pile with a meld of {cards}: {count} cards."),
    # Translators: The line at the table that says what just happened: the player took the pile, its top card onto a meld of the table. {rank}: a rank in the plural, e.g. kings; {count}: the pile's cards.
    NP_("status.you_took_pile_onto", "You took the pile onto the {rank}: {count} card.", "You took the pile onto the {rank}: {count} cards."),
    # Translators: The line at the table that says what just happened (Hand and Foot), the player's take with its meld. {cards}: the meld's cards; {count}, {left}: numbers of cards.
    P_("status.you_took_top_meld", "You took the top {count} cards of the pile ({left} left) with a meld of {cards}."),
    # Translators: The line at the table that says what just happened (Hand and Foot), the top card onto a meld. {rank}: a rank in the plural; {count}, {left}: numbers of cards.
    P_("status.you_took_top_onto", "You took the top {count} cards of the pile ({left} left) onto the {rank}."),
    # Translators: The line at the table that says what just happened.
    P_("status.you_undid", "You took this turn's melds back."),
    # Translators: The line at the table that says what just happened.
    P_("status.you_went_out", "You went out."),
    # Translators: The line at the table that says what just happened.
    P_("status.you_went_out_concealed", "You went out concealed."),
    # Translators: The line at the table that says what just happened.
    P_("status.your_turn", "Your turn: draw a card or take the pile."),
    # Translators: The status line when a match is taken up again (Continue). {preset}: the name of the rules, e.g. Classic; {deal}: a number; {scores}: each side's score, e.g. "You and North 1250, West and East 900".
    P_("table.continue_summary", "{preset}, deal {deal}: {scores}"),
    # Translators: The status line when a match is taken up again, where the line is too short for the scores. {preset}: the name of the rules, e.g. Classic; {deal}: a number.
    P_("table.continue_summary_short", "{preset}, deal {deal}"),
    # Translators: A label on the table. {number}: a number; {target}: the points to play to.
    P_("table.deal_to", "Deal {number} · to {target}"),
    # Translators: The head of the score panel at the table, where the match ends after a number of deals. {number}: the deal; {count}: the number of deals.
    P_("table.deal_of", "Deal {number} of {count}"),
    # Translators: A label on the table.
    P_("table.dealer_mark", "(D)"),
    # Translators: A label on the table.
    P_("table.drag_here", "Drag cards here to meld"),
    # Translators: A label on the table. {need}: points needed.
    P_("table.first_meld", "first meld {need}"),
    # Translators: A label on the table: a side's first-meld minimum reduced by its red threes, which count towards it; {need} points are still to be melded. {minimum}, {credit}, {need}: numbers.
    P_("table.first_meld_credit", "first meld {need}: red threes ({credit}) count toward the {minimum}"),
    # Translators: A label on the table: a side's red threes are worth as much as its first-meld minimum or more, so any valid meld opens. {minimum}, {credit}: numbers.
    P_("table.first_meld_covered", "red threes ({credit}) cover the {minimum}: any valid meld opens"),
    # Translators: A label on the table.
    P_("table.new_meld", "New meld"),
    # Translators: A label on the table, beside a side's name, after its first meld: the meld was short of the minimum and counted only with the side's red threes. {points}, {credit}: numbers of points.
    P_("table.opened_with_reds", "first meld {points} + red threes {credit}"),
    # Translators: The score panel at the table: the player's own side, when the partners' names do not fit.
    P_("table.side_ours", "Your side"),
    # Translators: One side's score in the status line when a match is taken up again. {side}: a side's name; {score}: a number of points.
    P_("table.side_score", "{side} {score}"),
    # Translators: The score panel at the table: the other side, when its players' names do not fit.
    P_("table.side_theirs", "Opponents"),
    # Translators: A label on the table.
    P_("table.thinking", "thinking"),
    # Translators: A label on the table. {points}: a number of points.
    P_("table.this_turn", "(this turn {points})"),
    # Translators: A label on the table.
    P_("table.your_turn", "your turn"),
    # Translators: An answer to "How do you take the pile?": its top card goes onto the side's meld. {rank}: a rank in the plural, e.g. kings.
    P_("take.onto_meld", "Onto your {rank}"),
    # Translators: An answer to "How do you take the pile?". {cards}: two cards of the top card's rank, e.g. K♥, K♠.
    P_("take.with_pair", "With the pair {cards}"),
    # Translators: An answer to "How do you take the pile?". {cards}: a natural card and a wild card, e.g. K♥, 2♣.
    P_("take.with_wild", "With {cards} (a wild card)"),
    # Translators: A tip for beginners at the table.
    P_("tip.ask_partner", "Before going out you may ask your partner. The answer binds: after a no you may not go out this turn."),
    # Translators: A tip for beginners at the table.
    P_("tip.black_three", "A black three on the pile stops the next player from taking it."),
    # Translators: A tip at the table where the discard pile is always frozen (Cuban, Uruguay).
    P_("tip.always_frozen", "At this table the discard pile is always frozen: you take it only with two natural cards of the top card's rank from your hand."),
    # Translators: A tip shown once at the table the first time the player draws where some discards are banned (Cuban, Pennies from Heaven). {bans}: the bans, each a sentence.
    P_("tip.discard_ban", "Mind your discard at this table: {bans} A banned card dropped on the pile is refused with the reason."),
    # Translators: A tip shown once at the table when the first run of a deal is laid (Samba, Bolivia).
    P_("tip.first_run", "A run: three to seven cards of one suit in order, ace high, no wild cards. Add to it by dropping a card on it; seven cards make it a canasta and close it."),
    # Translators: A tip shown once at the table when the player's foot comes up (Hand and Foot).
    P_("tip.packet_foot", "Your hand is played out: your foot is now your hand. Play it on as before."),
    # Translators: A tip shown once at the table when the player's pennies come up (Pennies from Heaven).
    P_("tip.packet_pennies", "Your first canasta brought up your pennies: the face-down cards are now in your hand."),
    # Translators: A tip for beginners at the table.
    P_("tip.dont_show_again", "Don't show this tip again"),
    # Translators: A tip for beginners at the table.
    P_("tip.draw", "Your turn: click the stock to draw a card, or click the discard pile to take it."),
    # Translators: A tip for beginners at the table, where a turn draws two or more cards. {count}: a number.
    P_("tip.draw_more", "Your turn: click the stock to draw {count} cards, or click the discard pile to take it."),
    # Translators: A tip for beginners at the table. {mixed}: a number of points; {natural}: a number of points.
    P_("tip.first_canasta", "A canasta: seven cards of one rank. It is worth {natural} points without wild cards and {mixed} with them, and canastas are what your side needs to go out."),
    # Translators: A tip for beginners at the table, where each player plays alone (two, three, five players, family): "tip.first_canasta" for one player. {mixed}: a number of points; {natural}: a number of points.
    P_("tip.first_canasta_alone", "A canasta: seven cards of one rank. It is worth {natural} points without wild cards and {mixed} with them, and canastas are what you need to go out."),
    # Translators: A tip for beginners at the table, the first time a canasta is completed, where runs of one suit are canastas too (Samba). {natural}, {mixed}: points.
    P_("tip.first_canasta_runs", "A canasta: seven cards of one rank, or a run of seven of one suit. Of one rank it is worth {natural} points without wild cards and {mixed} with them, and canastas are what your side needs to go out."),
    # Translators: A tip for beginners at the table, where each player plays alone (two, three, five players, family): "tip.first_canasta_runs" for one player.
    P_("tip.first_canasta_runs_alone", "A canasta: seven cards of one rank, or a run of seven of one suit. Of one rank it is worth {natural} points without wild cards and {mixed} with them, and canastas are what you need to go out."),
    # Translators: Hand and Foot's tip the first time the player's side makes a book (its players' word for a canasta: clean without wild cards, dirty with them; the words of its badges and score sheet). {mixed}: a number of points; {natural}: a number of points.
    P_("tip.first_book", "A book: seven cards of one rank, and it takes no more. A clean book (no wild cards) is worth {natural} points, a dirty book {mixed}, and books are what your side needs to go out."),
    # Translators: Hand and Foot's tip the first time the player makes a book, where each player plays alone (a house rule at Hand and Foot): "tip.first_book" for one player. {mixed}: a number of points; {natural}: a number of points.
    P_("tip.first_book_alone", "A book: seven cards of one rank, and it takes no more. A clean book (no wild cards) is worth {natural} points, a dirty book {mixed}, and books are what you need to go out."),
    # Translators: A tip shown the first time a run of seven becomes a canasta (Samba's samba, Bolivia's escalera). {bonus}: points.
    P_("tip.first_canasta_run", "A canasta of a run: seven cards of one suit in order. It pays {bonus} points, takes no more cards and counts among the canastas your side needs to go out."),
    # Translators: A tip shown the first time a run of seven becomes a canasta, where each player plays alone (two, three, five players, family): "tip.first_canasta_run" for one player. {bonus}: points.
    P_("tip.first_canasta_run_alone", "A canasta of a run: seven cards of one suit in order. It pays {bonus} points, takes no more cards and counts among the canastas you need to go out."),
    # Translators: A tip shown the first time a meld of wild cards becomes a canasta. {bonus}: points, or points by what it holds, e.g. 4000 with 7 twos, 2000 otherwise.
    P_("tip.first_canasta_wild", "A canasta of wild cards: seven twos and jokers. It pays {bonus} and counts among the canastas your side needs to go out."),
    # Translators: A tip shown the first time a meld of wild cards becomes a canasta, where each player plays alone (two, three, five players, family): "tip.first_canasta_wild" for one player. {bonus}: points, or points by what it holds, e.g. 4000 with 7 twos, 2000 otherwise.
    P_("tip.first_canasta_wild_alone", "A canasta of wild cards: seven twos and jokers. It pays {bonus} and counts among the canastas you need to go out."),
    # Translators: A tip shown the first time a canasta of sevens is made (Pennies from Heaven). {bonus}: points.
    P_("tip.first_canasta_sevens", "A canasta of sevens: seven sevens, with or without wild cards. It pays {bonus} points and counts among the canastas your side needs to go out."),
    # Translators: A tip shown the first time a canasta of sevens is made, where each player plays alone (two, three, five players, family): "tip.first_canasta_sevens" for one player. {bonus}: points.
    P_("tip.first_canasta_sevens_alone", "A canasta of sevens: seven sevens, with or without wild cards. It pays {bonus} points and counts among the canastas you need to go out."),
    # Translators: A tip for beginners at the table. {need}: points needed.
    P_("tip.first_meld_minimum", "Your side's first meld must be worth at least {need} points: joker 50, two and ace 20, eight to king 10, four to seven 5."),
    # Translators: A tip for beginners at the table: the red threes laid out are worth the first-meld minimum or more. {credit}, {minimum}: numbers of points.
    P_("tip.first_meld_covered", "The red threes laid out ({credit}) cover the first-meld minimum of {minimum}: any valid meld opens."),
    # Translators: A tip for beginners at the table, where each player plays alone (two, three, five players, family): "tip.first_meld_minimum" for one player. {need}: points needed.
    P_("tip.first_meld_minimum_alone", "Your first meld must be worth at least {need} points: joker 50, two and ace 20, eight to king 10, four to seven 5."),
    # Translators: A tip for beginners at the table.
    P_("tip.frozen_pile", "The discard pile is frozen: a wild card lies in it. Now you can take it only with two natural cards of the top card's rank from your hand."),
    # Translators: A tip for beginners at the table.
    P_("tip.frozen_until_first_meld", "Until your side has made its first meld, the pile is frozen for you."),
    # Translators: A tip for beginners at the table, where each player plays alone (two, three, five players, family): "tip.frozen_until_first_meld" for one player.
    P_("tip.frozen_until_first_meld_alone", "Until you have made your first meld, the pile is frozen for you."),
    # Translators: A tip for beginners at the table. {count}: a number.
    NP_("tip.going_out", "To go out, your side needs at least {count} canasta.", "To go out, your side needs at least {count} canastas."),
    # Translators: A tip for beginners at the table, where each player plays alone (two, three, five players, family): "tip.going_out" for one player. {count}: a number.
    NP_("tip.going_out_alone", "To go out, you need at least {count} canasta.", "To go out, you need at least {count} canastas."),
    # Translators: A tip for beginners at the table.
    P_("tip.goout", "You can go out now: press Go out."),
    # Translators: A tip for beginners at the table.
    P_("tip.meld", "Drag cards onto the table to meld, onto a meld to add to it, and one card onto the pile to end your turn."),
    # Translators: A tip at the table (Modern American): the discard bans forbid every card in the hand.
    P_("tip.take_back", "No card in your hand may be discarded. Click a lit meld of yours to take a card back from it: it is discarded and your turn ends. Taking one from a canasta breaks it."),
    # Translators: A tip at the table, after the partner answered yes to 'may I go out?'.
    P_("tip.must_go_out", "Your partner said yes: you must go out this turn. Press Go out."),
    # Translators: A tip for beginners at the table. {card}: a card, e.g. 7♥.
    P_("tip.must_play", "Play the {card} from the pile onto a meld first."),
    # Translators: A tip for beginners at the table. {need}: points needed.
    P_("tip.pending", "Meld {need} more points to keep the pile: its cards join your hand when your first meld is complete (or take it all back with Undo)."),
    # Translators: A tip for beginners at the table.
    P_("tip.red_three", "Red threes are bonus cards: they are laid out at once and replaced from the stock."),
    # Translators: A tip for beginners at the table.
    P_("tip.take_pile", "You may take the whole discard pile if you can meld its top card: with two natural cards of its rank from your hand, or onto your side's meld of that rank."),
    # Translators: A tip for beginners at the table, where each player plays alone (two, three, five players, family): "tip.take_pile" for one player.
    P_("tip.take_pile_alone", "You may take the whole discard pile if you can meld its top card: with two natural cards of its rank from your hand, or onto your own meld of that rank."),
    # Translators: A tip for beginners at the table.
    P_("tip.title", "Tip"),
    # Translators: A tip for beginners at the table.
    P_("tip.wild_cards", "Twos and jokers are wild: they stand for any rank in a meld, but every meld needs at least two natural cards."),
    # Translators: The tutorial.
    P_("tutorial.canasta", "Five kings, a two and a joker: select them all and drag them onto the table. Seven cards make a canasta, and you need one to go out."),
    # Translators: The tutorial.
    P_("tutorial.discard", "A turn ends with a discard: drag the 4♣ onto the discard pile."),
    # Translators: The tutorial.
    P_("tutorial.done", "Well done: you drew, melded, took the pile, made a canasta and went out. You are ready for a real game!"),
    # Translators: The tutorial.
    P_("tutorial.draw", "Welcome! Every turn starts with a card. Click the stock (the face-down cards in the middle) to draw one."),
    # Translators: The tutorial.
    P_("tutorial.finish", "To the menu"),
    # Translators: The tutorial: a page to read after the prepared deal.
    P_("tutorial.frozen", "A wild card thrown on the discard pile freezes it: it lies across the pile. A frozen pile can be taken only with a natural pair of the top card's rank. Until a side has made its first meld, the pile is frozen for it too."),
    # Translators: The tutorial.
    P_("tutorial.leave", "Leave the tutorial"),
    # Translators: The tutorial.
    P_("tutorial.meld", "Now meld: click your three aces to select them, then drag them onto the green table. Three aces are worth 60 points, enough for the first meld of 50."),
    # Translators: The tutorial: the button that turns to its next page.
    P_("tutorial.next", "Next"),
    # Translators: The tutorial.
    P_("tutorial.out", "Three eights and one card left: press Go out. The eights are melded and the last card is discarded, which ends the deal."),
    # Translators: The tutorial.
    P_("tutorial.pile", "A seven on top, and you hold two sevens: click the discard pile to take it all. The seven and your pair make a new meld, the rest joins your hand."),
    # Translators: The tutorial: a page to read after the prepared deal.
    P_("tutorial.score", "When a deal ends, each side scores its melded cards (joker 50, two and ace 20, eight to king 10, four to seven 5) and its bonuses: 500 for a natural canasta, 300 for a mixed one, 100 for going out and the red threes. Cards still in hand count against you. The first side to reach the target score wins the match."),
    # Translators: The tutorial. {number}: a number; {total}: a number of points.
    P_("tutorial.step", "Step {number} of {total}"),
    # Translators: The tutorial: a page to read after the prepared deal.
    P_("tutorial.threes", "Threes are special. A red three is laid out at once and you draw a card in its place; it is worth 100 to its side (all four: 800), but counts against a side that has not melded when the deal ends. A black three on the discard pile stops the next player from taking the pile, and black threes can be melded only when going out."),
    # Translators: The tutorial.
    P_("tutorial.wait", "Your opponent plays now: watch the discard pile."),
    # Translators: A button of the main menu: play with people on other computers.
    P_("button.play_online", "Play online"),
    # Translators: The title of the small menu that opens from Play online.
    P_("online.title", "Play online"),
    # Translators: A button: open a table on this computer that others join.
    P_("online.host", "Host a table"),
    # Translators: A button: sit down at a table someone else hosts.
    P_("online.join", "Join a table"),
    # Translators: A button: back to the previous screen.
    P_("online.back", "Back"),
    # Translators: A button of the main menu while a network table is being played.
    P_("online.back_to_table", "Back to the online table"),
    # Translators: The name a guest has at a network table when none was chosen.
    P_("online.guest_name", "Guest"),
    # Translators: A screen's title while the table is being opened on the server.
    P_("online.opening", "Opening the table"),
    # Translators: Said while the server answers.
    P_("online.connecting", "Connecting to the server…"),
    # Translators: {why}: the reason, from the server (may be in English).
    P_("online.not_opened", "That did not work: {why}"),
    # Translators: The waiting room's title: the table is open, the players come.
    P_("online.waiting_title", "Waiting for the players"),
    # Translators: Above the six characters of the table's code, shown in large.
    P_("online.table_code", "Table code:"),
    # Translators: Above the one line the host sends the guests (canasta://…).
    P_("online.join_address", "Join address (send it to the other players):"),
    # Translators: A button: put the join address on the clipboard.
    P_("online.copy_address", "Copy the address"),
    # Translators: Said after the copy button was pressed.
    P_("online.copied", "The join address is on the clipboard."),
    # Translators: Said when the computer has no clipboard to copy to.
    P_("online.no_clipboard", "There is no clipboard here: write the address down or read it out."),
    # Translators: The host's button in the waiting room: deal, computers take the open seats.
    P_("online.start", "Start"),
    # Translators: Said while the server deals.
    P_("online.starting", "Dealing…"),
    # Translators: A button in the waiting room.
    P_("online.leave", "Leave the table"),
    # Translators: Said to a guest in the waiting room.
    P_("online.host_starts", "The host starts the match when everyone is there."),
    # Translators: A seat's state in the waiting room: the reader sits there.
    P_("online.seat_you", "you"),
    # Translators: A seat's state in the waiting room: a person sits there.
    P_("online.seat_taken", "taken"),
    # Translators: A seat's state in the waiting room: a person may still sit down there.
    P_("online.seat_open", "open for a person"),
    # Translators: A seat's state in the waiting room: a computer player plays it.
    P_("online.seat_computer", "computer"),
    # Translators: A line of the waiting room. {seat}: a number; {name}: who sits there; {state}: online.seat_…
    P_("online.seat_line", "Seat {seat}: {name} ({state})"),
    # Translators: A line of the waiting room for a seat nobody took. {seat}: a number; {state}: online.seat_…
    P_("online.seat_line_nameless", "Seat {seat}: {state}"),
    # Translators: The title of the screen where one joins a table.
    P_("online.join_title", "Join a table"),
    # Translators: The label of the text field for the pasted join address or the six-character code.
    P_("online.address_field", "Join address, or the table code:"),
    # Translators: The label of the text field for the server's address (needed with a table code).
    P_("online.server_field", "Server (with a table code), e.g. 192.168.1.20:8765:"),
    # Translators: A button: ask the server about the table (its rules and free seats).
    P_("online.look", "Look at the table"),
    # Translators: A button: the rules page of the table's rule set.
    P_("online.show_rules", "The table's rules"),
    # Translators: A button: take this free seat. {seat}: a number.
    P_("online.sit", "Sit at seat {seat}"),
    # Translators: A button for a table found on the local network. {name}: the host; {rules}: the rule set; {free}: a number.
    P_("online.nearby_table", "{name}: {rules}, free seats: {free}"),
    # Translators: Said while the seat is being taken.
    P_("online.joining", "Taking the seat…"),
    # Translators: Said while the server is asked about the table.
    P_("online.looking", "Looking for the table…"),
    # Translators: {why}: what is wrong with it (may be in English).
    P_("online.bad_address", "That is not a join address: {why}"),
    # Translators: {why}: the reason (may be in English).
    P_("online.not_found", "The table was not found: {why}"),
    # Translators: {why}: the reason (may be in English).
    P_("online.not_joined", "The seat could not be taken: {why}"),
    # Translators: {code}: the table's code; {rules}: the rule set's name.
    P_("online.table_rules", "Table {code}: {rules}"),
    # Translators: {names}: the people already at the table.
    P_("online.table_taken", "At the table: {names}"),
    # Translators: Said when the table looked at is full.
    P_("online.no_free_seat", "No seat is free at this table."),
    # Translators: Above the tables found on the local network.
    P_("online.nearby", "Tables on your network:"),
    # Translators: Said while no table has been found on the local network.
    P_("online.nearby_none", "No table found on your network yet."),
    # Translators: On a player's name plate: the person's connection is away and no computer will take over.
    P_("table.away", "Away"),
    # Translators: On a player's name plate: the person is away, a computer plays the seat meanwhile.
    P_("table.away_computer", "Away · a computer plays"),
    # Translators: On a player's name plate: the person is away; after {seconds} seconds a computer plays the seat.
    P_("table.away_countdown", "Away · computer in {seconds} s"),
    # Translators: On a narrow name plate: the person is away; a computer plays after {seconds} seconds.
    P_("table.away_short", "Away {seconds} s"),
    # Translators: Across the table when the connection to the host's game or the server dropped.
    P_("table.link_down", "The host's game or the server stopped: the table is saved. It goes on by itself when the host is back."),
    # Translators: Across the table when this seat cannot come back (its seat was given to another person, or the table is gone).
    P_("table.link_lost", "This seat can no longer come back to the table: it was given to someone else, or the table is gone."),
    # Translators: A button of the main menu after a restart: back to the seat at the network table of the last time.
    P_("online.rejoin", "Back to your online table"),
    # Translators: A screen's title while the seat comes back to its network table.
    P_("online.rejoining", "Back to the table"),
    # Translators: Said when the host chose a computer for every seat of a table to host.
    P_("online.host_needs_seat", "Choose a person (Human) for at least one seat: you sit there."),
)
