//! What one game tells the generic table: a plain-data picture of the table for one seat, the
//! prompt, which drags perform which actions, its card faces and its rules page.
//!
//! Adding a game to the app: implement [`UiGame`] for it in a module of its own (see `grue.rs`):
//! `table` draws one seat's view as plain data, `prompt` says what to do, `gestures` maps each
//! legal action to the drags that perform it (that single map drives draggability, target
//! highlighting, drop resolution and the chooser), `card_art` and `rules_card` (the cards its
//! rules page draws) fill the rest. Once the game is in `GameId` and `with_game!`, the lobby,
//! table pieces, bots, saving and links serve it unchanged.
//!
//! The pieces: seats with badges, cards and piles; piles drawn as a stack of backs, a row or a
//! grid ([`PileModel::stack`], [`PileModel::row`], [`PileModel::grid`]); any card may be dragged
//! under a token of the game's choosing ([`CardModel::drag_as`]) or be a target itself
//! ([`CardModel::drop_on`]); [`Gesture::click`] is an action done by touching a target with
//! nothing held; [`Gesture::pick_up`] is an action done by lifting a card (drawing it); [`TableModel::notes`] is the viewer's private notes panel.

use crate::bots::Playbook;
use crate::engine::Seat;
use crate::lang::narrate::Narrate;
use std::collections::BTreeSet;

/// A drag from a `data-drag` token onto a `data-drop` token.
#[derive(Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Gesture {
    pub drag: String,
    pub drop: String,
}

impl Gesture {
    pub fn new(drag: impl Into<String>, drop: impl Into<String>) -> Self {
        Gesture {
            drag: drag.into(),
            drop: drop.into(),
        }
    }
}

/// The drag half of a gesture performed by clicking (or Enter/Space on) a target with nothing in
/// hand: `Gesture::click("grid:4")` flips grid card 4. A click that means nothing is ignored.
pub const CLICK: &str = "click";

impl Gesture {
    /// Clicking the element whose drop token is `target`.
    pub fn click(target: impl Into<String>) -> Self {
        Gesture::new(CLICK, target)
    }
}

/// The drop half of a gesture performed the moment its token starts moving (a pointer drag
/// begins, or a click or key picks it up): `Gesture::pick_up("pile:draw")` draws the top card as
/// the player lifts it, so they see it before choosing where it goes. The drag carries on under
/// the same token, so the game's gestures for the next move should use that token too.
pub const PICK_UP: &str = "pick-up";

impl Gesture {
    /// Starting to move `drag`.
    pub fn pick_up(drag: impl Into<String>) -> Self {
        Gesture::new(drag, PICK_UP)
    }
}

/// Drag token of a card in the viewer's hand.
pub fn card_token(name: &str) -> String {
    format!("card:{name}")
}

/// Drop token of a seat's panel.
pub fn seat_token(seat: Seat) -> String {
    format!("seat:{}", seat.0)
}

/// Choices joined for a prompt, in the current language: "a", "a or b", "a, b, or c".
pub fn or_list(items: &[String]) -> String {
    crate::lang::common().or_list(items)
}

/// A public status shown on a seat (`key` becomes `data-badge`).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Badge {
    pub key: &'static str,
    pub label: String,
    /// What the status does, for a player who has not met it (shown on hover).
    pub explains: Option<String>,
}

impl Badge {
    pub fn new(key: &'static str, label: impl Into<String>) -> Self {
        Badge {
            key,
            label: label.into(),
            explains: None,
        }
    }

    pub fn explained(self, explains: impl Into<String>) -> Self {
        Badge {
            explains: Some(explains.into()),
            ..self
        }
    }
}

/// One card as drawn: face up with its name, or a back.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct CardModel {
    /// The card's name (`data-card`); empty for a back whose face nobody here may know.
    pub name: String,
    pub face_up: bool,
    /// Set by the game for cards that could be dragged; the table keeps it only while some legal
    /// action uses it.
    pub drag: Option<String>,
    /// A word under the card ("frightened").
    pub note: Option<String>,
    /// Makes the card itself a target (`data-drop`): a grid slot, a combo in a line.
    pub drop: Option<String>,
    /// A ring that draws the eye (the card just played, the one the question is about).
    pub marked: bool,
}

impl CardModel {
    pub fn face(name: &str) -> Self {
        CardModel {
            name: name.into(),
            face_up: true,
            drag: None,
            note: None,
            drop: None,
            marked: false,
        }
    }

    pub fn back() -> Self {
        CardModel {
            name: String::new(),
            face_up: false,
            drag: None,
            note: None,
            drop: None,
            marked: false,
        }
    }

    /// The card's back, though the table knows which card it is (the Grue lying frightened).
    pub fn hidden(name: &str) -> Self {
        CardModel {
            name: name.into(),
            face_up: false,
            drag: None,
            note: None,
            drop: None,
            marked: false,
        }
    }

    pub fn draggable(mut self) -> Self {
        self.drag = Some(card_token(&self.name));
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.note = Some(note.into());
        self
    }

    /// Draggable under a token of the game's choosing (a grid card, the top of a pile).
    pub fn drag_as(mut self, token: impl Into<String>) -> Self {
        self.drag = Some(token.into());
        self
    }

    /// A target for drops and clicks, under `token`.
    pub fn drop_on(mut self, token: impl Into<String>) -> Self {
        self.drop = Some(token.into());
        self
    }

    pub fn marked(mut self) -> Self {
        self.marked = true;
        self
    }
}

/// How a pile's cards are laid out.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum PileLayout {
    /// A compact stack of small backs (a count matters, not the faces).
    #[default]
    Stack,
    /// Full cards side by side, wrapping (a line of combos, a discard pile spread out).
    Row,
    /// Full cards in rows of this many columns (a 3x3 grid).
    Grid(u8),
}

/// A group of cards on the table (a corpse, a discard pile), optionally a drop target.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct PileModel {
    pub label: String,
    pub drop: Option<String>,
    pub cards: Vec<CardModel>,
    pub layout: PileLayout,
    /// A short line under the pile ("12 points", "locked").
    pub note: Option<String>,
}

impl PileModel {
    /// A stack of small backs: only its size shows.
    pub fn stack(label: impl Into<String>, cards: Vec<CardModel>) -> Self {
        PileModel {
            label: label.into(),
            drop: None,
            cards,
            layout: PileLayout::Stack,
            note: None,
        }
    }

    /// Full cards in a row.
    pub fn row(label: impl Into<String>, cards: Vec<CardModel>) -> Self {
        PileModel {
            layout: PileLayout::Row,
            ..PileModel::stack(label, cards)
        }
    }

    /// Full cards in rows of `columns`.
    pub fn grid(label: impl Into<String>, columns: u8, cards: Vec<CardModel>) -> Self {
        PileModel {
            layout: PileLayout::Grid(columns),
            ..PileModel::stack(label, cards)
        }
    }

    pub fn drop_on(mut self, token: impl Into<String>) -> Self {
        self.drop = Some(token.into());
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.note = Some(note.into());
        self
    }
}

/// One seat's panel.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct SeatModel {
    pub seat: Seat,
    pub badges: Vec<Badge>,
    /// What the others see of this seat's hand (backs, or public cards face up).
    pub cards: Vec<CardModel>,
    pub piles: Vec<PileModel>,
    /// Out of the game (dead, eliminated): drawn dimmed.
    pub out: bool,
    /// A short public line ("said: I trust Seat 2.").
    pub note: Option<String>,
}

/// Everything the table shows one seat.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct TableModel {
    pub seats: Vec<SeatModel>,
    /// The viewing seat's own cards, face up.
    pub hand: Vec<CardModel>,
    /// Piles in the middle of the table.
    pub center: Vec<PileModel>,
    /// Short facts shown in the middle ("Grue turns: 3 of 20").
    pub facts: Vec<String>,
    /// What only the viewer saw or knows ("Seat 3 showed you the Culprit"), in a private panel.
    pub notes: Vec<String>,
}

impl TableModel {
    /// Keeps drag tokens only on cards some legal action uses, so nothing looks draggable that
    /// would only be refused.
    pub fn keep_drags(&mut self, active: &BTreeSet<String>) {
        let keep = |card: &mut CardModel| {
            if card.drag.as_ref().is_some_and(|t| !active.contains(t)) {
                card.drag = None;
            }
        };
        self.cards_mut().for_each(keep);
    }

    fn cards_mut(&mut self) -> impl Iterator<Item = &mut CardModel> {
        self.hand
            .iter_mut()
            .chain(self.center.iter_mut().flat_map(|p| p.cards.iter_mut()))
            .chain(self.seats.iter_mut().flat_map(|s| {
                s.cards
                    .iter_mut()
                    .chain(s.piles.iter_mut().flat_map(|p| p.cards.iter_mut()))
            }))
    }

    fn cards(&self) -> impl Iterator<Item = &CardModel> {
        self.hand
            .iter()
            .chain(self.center.iter().flat_map(|p| &p.cards))
            .chain(
                self.seats
                    .iter()
                    .flat_map(|s| s.cards.iter().chain(s.piles.iter().flat_map(|p| &p.cards))),
            )
    }

    /// Every word the table shows, for tests of what a player reads: badge labels, seat and pile
    /// labels and notes, facts, private notes, and each card's shown name (through `card_name`)
    /// and note. Tokens and ids, which nobody reads, are left out.
    #[cfg(test)]
    pub fn texts(&self, card_name: fn(&str) -> String) -> Vec<String> {
        let mut texts: Vec<String> = self.facts.iter().chain(&self.notes).cloned().collect();
        for seat in &self.seats {
            texts.extend(seat.badges.iter().map(|b| b.label.clone()));
            texts.extend(seat.note.clone());
        }
        for pile in self
            .center
            .iter()
            .chain(self.seats.iter().flat_map(|s| &s.piles))
        {
            texts.push(pile.label.clone());
            texts.extend(pile.note.clone());
        }
        for card in self.cards() {
            if !card.name.is_empty() {
                texts.push(card_name(&card.name));
            }
            texts.extend(card.note.clone());
        }
        texts
    }

    /// The card a drag token belongs to, for the ghost that follows the pointer.
    pub fn dragged_card(&self, token: &str) -> Option<&CardModel> {
        self.cards().find(|c| c.drag.as_deref() == Some(token))
    }
}

/// Cards a move turned face up, drawn where they were shown until the next move, so that people
/// can read what the log says happened.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Shown {
    /// The seat that showed them; `None` for the middle of the table.
    pub seat: Option<Seat>,
    /// The cards' names (`data-card`).
    pub cards: Vec<String>,
    /// What showing them settled, in a word over the cards ("Bluff!"), for a reveal that decides
    /// something; whether it went against the seat that showed them colours it.
    pub verdict: Option<Verdict>,
}

impl Shown {
    /// Cards shown by `seat` (or the middle) that settle nothing by being seen.
    pub fn cards(seat: Option<Seat>, cards: Vec<String>) -> Shown {
        Shown {
            seat,
            cards,
            verdict: None,
        }
    }

    pub fn with_verdict(self, words: impl Into<String>, against_them: bool) -> Shown {
        Shown {
            verdict: Some(Verdict {
                words: words.into(),
                against_them,
            }),
            ..self
        }
    }
}

/// A reveal's outcome, said over the cards it showed.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Verdict {
    pub words: String,
    /// The reveal went against the seat that showed the cards (a bluff caught).
    pub against_them: bool,
}

/// What a move was, as the table's sound tells it, weakest first (a move's strongest moment
/// sounds).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Moment {
    /// A card was drawn.
    Draw,
    /// A card was turned face up.
    Flip,
    /// Someone called a bluff, accused or attacked.
    Challenge,
    /// Hidden cards were shown to everyone.
    Reveal,
    /// A line was eliminated, a player died or was caught.
    Fall,
}

/// The index of a card called `name`: its number if it has one ("Blue 5" gives "5"), else the
/// first word that is not an article, cut to three letters when longer than four ("Lantern" gives
/// "Lan", "Grue" stays "Grue"), so it fits the corner of the smallest card. The card's symbol
/// under it tells apart two cards whose first letters are the same.
pub fn short_name(name: &str) -> String {
    short_name_of(name, 3)
}

/// [`short_name`] keeping `letters` letters of a long word.
pub fn short_name_of(name: &str, letters: usize) -> String {
    const ARTICLES: [&str; 7] = ["the", "a", "der", "die", "das", "den", "ein"];
    let words: Vec<&str> = name.split_whitespace().collect();
    if let Some(number) = words.iter().find(|w| w.chars().all(|c| c.is_ascii_digit())) {
        return (*number).to_string();
    }
    let word = words
        .iter()
        .find(|w| !ARTICLES.contains(&w.to_lowercase().as_str()))
        .or(words.first())
        .copied()
        .unwrap_or_default();
    if word.chars().count() <= letters + 1 {
        word.to_string()
    } else {
        word.chars().take(letters).collect()
    }
}

/// The token a rules page names the card `id` by (`[Blue 5](card:blue-5)`): the id in lower case,
/// each run of characters other than letters and digits one hyphen ("GRID#LOCK (row)" gives
/// `grid-lock-row`), so a token never changes with the language, as ids never do.
pub fn rules_token(id: &str) -> String {
    id.split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join("-")
}

/// The token of a face-down card on a rules page: `[▯](card:back)`.
pub const BACK_TOKEN: &str = "back";

/// The card among `ids` (every face the game draws) that a rules page's `token` names
/// ([`rules_token`]), face up as the table draws it, neither dragged nor a target; [`BACK_TOKEN`]
/// is a face-down card. `None` for a token that names none of them.
pub fn rules_card_among(
    token: &str,
    ids: impl IntoIterator<Item = impl AsRef<str>>,
) -> Option<CardModel> {
    if token == BACK_TOKEN {
        return Some(CardModel::back());
    }
    ids.into_iter()
        .find(|id| rules_token(id.as_ref()) == token)
        .map(|id| CardModel::face(id.as_ref()))
}

/// A card face: a symbol (SVG path data in a 24×24 box) and a colour family, always with the name
/// in words, so no card is told apart by colour alone.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CardArt {
    pub path: &'static str,
    /// A CSS class suffix: `tone-<tone>`.
    pub tone: &'static str,
    /// A few words on what the card does, shown on larger cards and read by screen readers.
    pub hint: &'static str,
}

/// A score table for the end screen and the summary between rounds: one row per seat, with the
/// columns the game needs to show how its points were made (per round, per line, per role...).
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct ScoreSheet {
    /// Column headings after the seat's name ("Round 1", "Penalty", "Total").
    pub columns: Vec<String>,
    pub rows: Vec<ScoreRow>,
    /// Lines under the table ("A two-wild combination scores 10.", "Seat 3 was the Culprit.").
    pub notes: Vec<String>,
}

/// One seat's row of a [`ScoreSheet`]: a cell per column.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ScoreRow {
    pub seat: Seat,
    pub cells: Vec<String>,
}

/// The per-game adapter.
pub trait UiGame:
    Playbook<Action: Send + Sync, View: Send + Sync, Event: Send + Sync> + Narrate + Send + Sync
{
    /// The table as `view`'s seat sees it.
    fn table(view: &Self::View) -> TableModel;

    /// The fact behind a hint that recommends `recommended`, where the game can state one from
    /// `view` alone ("of the four Blue 5s you know where three are").
    fn hint_fact(_view: &Self::View, _recommended: &Self::Action) -> Option<String> {
        None
    }

    /// The guided first game, for a game that has one (see [`crate::learn`]).
    fn tutorial() -> Option<crate::learn::Tutorial<Self::Action>> {
        None
    }

    /// What the seat deciding must do now, in a sentence (`legal` is not empty).
    fn prompt(view: &Self::View, legal: &[Self::Action]) -> String;

    /// The drags that perform `action` for the seat deciding.
    fn gestures(view: &Self::View, action: &Self::Action) -> Vec<Gesture>;

    /// What a drop that matches no legal action most likely meant: an action the engine can
    /// refuse with its reason, or the adapter's own reason. `None`: a generic "can't go there".
    fn intended(
        _view: &Self::View,
        _drag: &str,
        _drop: &str,
    ) -> Option<Result<Self::Action, String>> {
        None
    }

    /// A move the table makes for a person without asking, with a note telling them why. Only
    /// for a decision the rules leave no choice in but the game still asks aloud, so that no one
    /// can tell who had a choice (Grimwood asks every robbed player about an Amulet). The table
    /// never answers for a person in pass-and-play before the curtain is lifted. `None` (the
    /// default): the person decides.
    fn automatic(view: &Self::View, legal: &[Self::Action]) -> Option<(Self::Action, String)> {
        let _ = (view, legal);
        None
    }

    /// A heading for `action` in the actions panel ("" for the main list).
    fn group(_action: &Self::Action) -> &'static str {
        ""
    }

    fn card_art(name: &str) -> CardArt;

    /// The card a rules page's `card:` link names (`[Blue 5](card:blue-5)`), as the table draws
    /// it: face up, neither dragged nor a target (see [`rules_card_among`]). `None` for a token
    /// the game does not know: the page then shows the link's words alone.
    fn rules_card(token: &str) -> Option<CardModel>;

    /// A card's name as the player reads it, in the current language, from the id the table
    /// model carries (`CardModel::name`, `data-card`, drag tokens), which never changes with the
    /// language. The default: the id is the name.
    fn card_name(id: &str) -> String {
        id.to_string()
    }

    /// The card's index: the few characters printed in its top corner, like a playing card's rank
    /// and suit, that stay readable however much of the card a fanned hand or a small seat
    /// panel hides. The default is [`short_name`] of the card's name.
    fn card_index(id: &str) -> String {
        short_name(&Self::card_name(id))
    }

    /// A card's full text, as a tap, long press, hover or focus shows it: what the card is and
    /// everything it does. The default is the art's short hint.
    fn card_text(name: &str) -> String {
        Self::card_art(name).hint.to_string()
    }

    /// Every player's points and how they were made, as `view`'s seat may see them (the end
    /// screen, and the summary after each round of a match). `None`: the game keeps no score
    /// beyond win and loss.
    fn scores(view: &Self::View) -> Option<ScoreSheet> {
        let _ = view;
        None
    }

    /// The heading of the summary the table shows, and waits on, after `event` ("Round 2 is
    /// over"), when the event ends a round of a match that goes on. `None` for every other event.
    fn round_over(event: &Self::Event) -> Option<String> {
        let _ = event;
        None
    }

    /// Whether the table must still wait for a click when `action` is the person's only legal
    /// move. By default a lone move is made for them, with a note in the log ("forced"); a game
    /// returns `true` where making the move unasked would rush past something the person should
    /// see first.
    fn ask_even_if_forced(view: &Self::View, action: &Self::Action) -> bool {
        let _ = (view, action);
        false
    }

    /// What kind of moment `event` is, for the sound the table makes (the strongest of a move's
    /// events sounds). It is given what an onlooker sees of the event, so a sound cannot tell a
    /// seat what it could not see. `None` (the default): an ordinary move.
    fn moment(event: &Self::Event) -> Option<Moment> {
        let _ = event;
        None
    }

    /// The cards `event` (as [`Game::redact`](crate::engine::Game::redact) gave it to `viewer`)
    /// turned face up before `viewer`'s eyes: for everyone (a bluff called, a defence) or for the
    /// viewer alone (a Witness's look). `None` (the default): nothing was shown.
    fn shown(event: &Self::Event, viewer: Seat) -> Option<Shown> {
        let _ = (event, viewer);
        None
    }

    /// A line for the end screen about how the game ended.
    fn ending(view: &Self::View) -> Option<String> {
        let _ = view;
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_index_is_its_number_or_a_short_word() {
        assert_eq!(short_name("Blue 5"), "5");
        assert_eq!(short_name("Gelb 10"), "10");
        assert_eq!(short_name("Lantern"), "Lan");
        assert_eq!(short_name("Grue"), "Grue");
        assert_eq!(short_name("The Eternals"), "Ete");
        assert_eq!(short_name("Die Braut"), "Bra");
        assert_eq!(short_name(""), "");
        assert_eq!(short_name_of("Sheriff", 4), "Sher");
        assert_eq!(short_name_of("Alibi", 4), "Alibi");
    }

    #[test]
    fn a_rules_token_is_the_id_in_lower_case_with_hyphens_and_names_one_face() {
        assert_eq!(rules_token("Blue 5"), "blue-5");
        assert_eq!(
            rules_token("GRID#LOCK (row and column)"),
            "grid-lock-row-and-column"
        );
        assert_eq!(rules_token("First on the Scene"), "first-on-the-scene");
        assert_eq!(rules_token("Owl"), "owl");
        let ids = ["Blue 5", "Wrath"];
        assert_eq!(
            rules_card_among("wrath", ids),
            Some(CardModel::face("Wrath"))
        );
        assert_eq!(rules_card_among("back", ids), Some(CardModel::back()));
        for unknown in ["", "Wrath", "blue 5", "blue-6", "blue--5"] {
            assert_eq!(rules_card_among(unknown, ids), None, "{unknown:?}");
        }
    }

    #[test]
    fn or_list_joins_choices_for_a_prompt() {
        let words = |w: &[&str]| w.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(or_list(&[]), "");
        assert_eq!(or_list(&words(&["Draw"])), "Draw");
        assert_eq!(or_list(&words(&["Draw", "Steal"])), "Draw or Steal");
        assert_eq!(
            or_list(&words(&["Draw", "Steal", "Play"])),
            "Draw, Steal, or Play"
        );
    }

    #[test]
    fn drags_survive_only_where_a_legal_action_uses_them_in_hand_piles_and_seats() {
        let mut model = TableModel {
            hand: vec![CardModel::face("Ace").draggable()],
            center: vec![PileModel::row(
                "Discard",
                vec![CardModel::face("Two").drag_as("discard-top")],
            )],
            seats: vec![SeatModel {
                seat: Seat(1),
                badges: Vec::new(),
                cards: Vec::new(),
                piles: vec![PileModel::grid(
                    "Grid",
                    3,
                    vec![CardModel::back().drag_as("grid:1:0").drop_on("slot:1:0")],
                )],
                out: false,
                note: None,
            }],
            ..TableModel::default()
        };
        let active = BTreeSet::from(["discard-top".to_string(), "grid:1:0".to_string()]);
        model.keep_drags(&active);
        assert_eq!(model.hand[0].drag, None);
        assert!(model.dragged_card("discard-top").is_some());
        let grid_card = model
            .dragged_card("grid:1:0")
            .expect("a pile card in a seat drags");
        assert_eq!(grid_card.drop.as_deref(), Some("slot:1:0"));
    }
}
