//! One card, drawn the same wherever it lies (a seat, a pile, the hand, under the pointer, a rules
//! page), so what a card looks like and what a screen reader hears of it are decided in one place.

use super::{Marks, TableCtx, ctx};
use crate::lang;
use crate::ui::adapter::CardModel;
use crate::ui::dnd::Dnd;
use crate::ui::play::Faces;
use leptos::prelude::*;

/// What the table adds to a drawn card: the gesture in progress and the marks of the moves in
/// play. A card drawn away from a table (a rules page) has neither, so it never moves, takes a
/// drop or lights up.
#[derive(Clone, Copy)]
struct AtTable {
    dnd: Dnd,
    marks: Marks,
}

/// One card at the table. Face up: the game's symbol, the name in words and a short hint (the
/// full text shows on hover, focus, long press or tap); face down: a back. Either may be dragged
/// (`data-drag`) or be a target (`data-drop`) when the game says so.
///
/// What a screen reader hears is what is drawn, once: a card that can be used is a button named
/// by its drawn words (plus, unseen, how to use it), so its name always holds the words on
/// screen; a card inside a pile that takes drops lends its words to the pile's name and is not a
/// control of its own (`in_target`); any other card is an image named by its label, its drawn
/// words hidden from the reader.
#[component]
pub(super) fn Card(card: CardModel, #[prop(optional)] in_target: bool) -> impl IntoView {
    let TableCtx {
        dnd, marks, faces, ..
    } = ctx();
    drawn(
        card,
        in_target,
        &faces.get_value(),
        Some(AtTable { dnd, marks }),
    )
}

/// A card drawn away from the table, exactly as the table draws it with nothing in play: an
/// image named by its label, never dragged, never a target. A rules page draws its cards so.
pub fn still_card(card: CardModel, faces: &Faces) -> AnyView {
    let card = CardModel {
        drag: None,
        drop: None,
        ..card
    };
    drawn(card, false, faces, None)
}

/// The one drawing of a card, at a table (`table`) or away from one.
fn drawn(card: CardModel, in_target: bool, faces: &Faces, table: Option<AtTable>) -> AnyView {
    let draggable = card.drag.is_some();
    let target = card.drop.clone();
    let token = card.drag.clone();
    let pressed = move || {
        let token = token.clone()?;
        let held = table?.dnd.held.get();
        Some((held.as_deref() == Some(token.as_str())).to_string())
    };
    let token = card.drag.clone();
    let lifted = move || {
        let Some(AtTable { dnd, .. }) = table else {
            return false;
        };
        token.as_ref().is_some_and(|t| {
            dnd.held.get().as_deref() == Some(t.as_str())
                || dnd.dragging.get().as_deref() == Some(t.as_str())
        })
    };
    let legal = table.map(|t| t.marks.legal_target(card.drop.clone()));
    let legal_target = move || legal.as_ref().and_then(|legal| legal());
    let hint = table.map(|t| t.marks.hinted(card.drag.clone(), card.drop.clone()));
    let hinted = move || hint.as_ref().and_then(|hint| hint());
    let target_class = move || table.map_or("", |t| t.marks.target_class(target.as_ref()));
    let interactive = draggable || card.drop.is_some();
    let words = lang::app();
    // How the card is announced: an image with a label, or words read from what is drawn. A
    // face-up image takes the focus only at a table, where focus shows its full text.
    let (role, focusable, read_drawn) = match (interactive, in_target) {
        (true, _) => (Some("button"), true, true),
        (false, true) => (None, false, true),
        (false, false) => (Some("img"), card.face_up && table.is_some(), false),
    };
    let hidden_from_reader = (!read_drawn).then_some("true");
    let shown_name = (faces.name)(&card.name);
    if !card.face_up {
        let label = (!read_drawn).then(|| match (&card.note, card.name.is_empty()) {
            (Some(note), false) => words.face_down_known(&shown_name, note),
            (Some(note), true) => words.face_down_with_note(note),
            _ => words.face_down().to_string(),
        });
        let unseen = read_drawn.then(|| {
            if card.name.is_empty() {
                words.face_down().to_string()
            } else {
                words.face_down_named(&shown_name)
            }
        });
        let base = if card.marked {
            "card back marked"
        } else {
            "card back"
        };
        let class = move || format!("{base}{}", target_class());
        return view! {
            <div
                class=class
                class:draggable=draggable
                class:lifted=lifted
                data-drag=card.drag.clone()
                data-drop=card.drop.clone()
                data-legal-target=legal_target
                data-hinted=hinted
                tabindex=focusable.then_some("0")
                role=role
                aria-pressed=pressed
                aria-label=label
            >
                <span class="card-back-mark" aria-hidden="true"></span>
                {unseen.map(|u| view! { <span class="visually-hidden">{u}" "</span> })}
                {card.note.map(|n| view! { <span class="card-note" aria-hidden=hidden_from_reader>{n}</span> })}
            </div>
        }
        .into_any();
    }
    let art = (faces.art)(&card.name);
    let index = (faces.index)(&card.name);
    // An index that only repeats or shortens the name ("Share", "Dar" of "Darkness") reads as a
    // cut word beside the whole name: it shows only where the name does not (a fan, a seat's
    // small card). A rank ("10 Y") is more than the name's start and stays.
    let abbreviates = !index.chars().any(|c| c.is_ascii_digit())
        && shown_name
            .split_whitespace()
            .any(|word| word.starts_with(index.as_str()));
    // The name's size is capped by its longest word, so that "Housekeeper" fits a narrow card
    // whole instead of breaking inside the word.
    let longest_word = shown_name
        .split_whitespace()
        .map(|word| word.chars().count())
        .max()
        .unwrap_or(1);
    let name_style = format!("--name-chars: {longest_word}");
    let label = (!read_drawn).then(|| words.card_label(&shown_name, art.hint));
    let how_to_use = (read_drawn && draggable).then(|| words.pick_up_to_play());
    let base = format!(
        "card face tone-{}{}",
        art.tone,
        if card.marked { " marked" } else { "" }
    );
    let class = move || format!("{base}{}", target_class());
    view! {
        <div
            class=class
            class:draggable=draggable
            class:lifted=lifted
            data-card=card.name.clone()
            data-drag=card.drag.clone()
            data-drop=card.drop.clone()
            data-legal-target=legal_target
            data-hinted=hinted
            tabindex=focusable.then_some("0")
            role=role
            aria-pressed=pressed
            aria-label=label
        >
            // The corner index repeats what the name says, for when the name is covered.
            <span class="card-index" class:abbreviation=abbreviates aria-hidden="true">
                <b>{index}</b>
                <svg viewBox="0 0 24 24"><path d=art.path fill-rule="evenodd"></path></svg>
            </span>
            <svg class="card-symbol" viewBox="0 0 24 24" aria-hidden="true">
                <path d=art.path fill-rule="evenodd"></path>
            </svg>
            <span class="card-name" style=name_style aria-hidden=hidden_from_reader>
                {shown_name}
            </span>
            <span class="card-hint" aria-hidden=hidden_from_reader>{art.hint}</span>
            {card.note.map(|n| view! { <span class="card-note" aria-hidden=hidden_from_reader>{n}</span> })}
            {how_to_use.map(|h| view! { <span class="visually-hidden">{h}</span> })}
        </div>
    }
    .into_any()
}
