//! Short sounds for what happens on the table, synthesised with Web Audio (nothing to download),
//! and the header's mute switch, remembered in localStorage.
//!
//! Browsers let a page make sound only after a person has touched it, so the audio context is
//! created on the first sound after that; until then (and when muted) a cue is silently skipped.

use leptos::prelude::*;

/// What a sound tells.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cue {
    /// A card came into your hand.
    Draw,
    /// A card was played or moved.
    Play,
    /// A card was turned over.
    Flip,
    /// Someone called a bluff, accused, or attacked.
    Challenge,
    /// Hidden cards were shown.
    Reveal,
    /// A line was eliminated, a player died or was caught.
    Fall,
    Win,
    Lose,
}

/// One tone: its pitch (Hz), start after the cue begins and length (seconds), and waveform.
struct Tone {
    hz: f32,
    at: f64,
    length: f64,
    wave: web_sys::OscillatorType,
    /// Pitch at the end of the tone (a slide), or the same.
    to_hz: f32,
}

const fn tone(hz: f32, at: f64, length: f64, wave: web_sys::OscillatorType) -> Tone {
    Tone {
        hz,
        at,
        length,
        wave,
        to_hz: hz,
    }
}

fn tones(cue: Cue) -> Vec<Tone> {
    use web_sys::OscillatorType::{Sawtooth, Sine, Square, Triangle};
    match cue {
        Cue::Draw => vec![Tone {
            to_hz: 880.0,
            ..tone(620.0, 0.0, 0.07, Sine)
        }],
        Cue::Play => vec![Tone {
            to_hz: 140.0,
            ..tone(260.0, 0.0, 0.09, Triangle)
        }],
        Cue::Flip => vec![
            tone(1400.0, 0.0, 0.025, Square),
            tone(900.0, 0.03, 0.03, Square),
        ],
        Cue::Challenge => vec![
            tone(440.0, 0.0, 0.12, Sawtooth),
            tone(330.0, 0.13, 0.16, Sawtooth),
        ],
        Cue::Reveal => vec![
            tone(523.0, 0.0, 0.1, Sine),
            tone(659.0, 0.08, 0.1, Sine),
            tone(784.0, 0.16, 0.16, Sine),
        ],
        Cue::Fall => vec![Tone {
            to_hz: 70.0,
            ..tone(220.0, 0.0, 0.4, Sawtooth)
        }],
        Cue::Win => vec![
            tone(523.0, 0.0, 0.14, Triangle),
            tone(659.0, 0.12, 0.14, Triangle),
            tone(784.0, 0.24, 0.14, Triangle),
            tone(1047.0, 0.36, 0.32, Triangle),
        ],
        Cue::Lose => vec![
            tone(440.0, 0.0, 0.18, Triangle),
            tone(392.0, 0.18, 0.18, Triangle),
            tone(311.0, 0.36, 0.4, Triangle),
        ],
    }
}

const MUTE_KEY: &str = "duskdeck.sound";

fn stored_muted() -> bool {
    window()
        .local_storage()
        .ok()
        .flatten()
        .and_then(|s| s.get_item(MUTE_KEY).ok().flatten())
        .is_some_and(|v| v == "off")
}

thread_local! {
    static CONTEXT: std::cell::RefCell<Option<web_sys::AudioContext>> =
        const { std::cell::RefCell::new(None) };
    static MUTED: std::cell::Cell<Option<bool>> = const { std::cell::Cell::new(None) };
}

fn muted() -> bool {
    MUTED.with(|m| match m.get() {
        Some(muted) => muted,
        None => {
            let muted = stored_muted();
            m.set(Some(muted));
            muted
        }
    })
}

fn set_muted(muted: bool) {
    MUTED.with(|m| m.set(Some(muted)));
    if let Some(s) = window().local_storage().ok().flatten() {
        let _ = s.set_item(MUTE_KEY, if muted { "off" } else { "on" });
    }
}

/// Whether the page has been touched, clicked or typed in (`navigator.userActivation`): before
/// that a browser keeps an audio context suspended and warns about it.
fn page_was_touched() -> bool {
    let navigator = window().navigator();
    js_sys::Reflect::get(&navigator, &"userActivation".into())
        .ok()
        .filter(|a| !a.is_undefined())
        .and_then(|a| js_sys::Reflect::get(&a, &"hasBeenActive".into()).ok())
        .and_then(|v| v.as_bool())
        .unwrap_or(false)
}

/// Plays `cue`, unless sound is off or the page has not been touched yet.
pub fn play(cue: Cue) {
    if muted() || !page_was_touched() {
        return;
    }
    CONTEXT.with(|c| {
        let mut context = c.borrow_mut();
        if context.is_none() {
            *context = web_sys::AudioContext::new().ok();
        }
        if let Some(context) = context.as_ref() {
            sound(context, cue);
        }
    });
}

fn sound(context: &web_sys::AudioContext, cue: Cue) {
    let start = context.current_time() + 0.01;
    for tone in tones(cue) {
        let (Ok(oscillator), Ok(gain)) = (context.create_oscillator(), context.create_gain())
        else {
            return;
        };
        oscillator.set_type(tone.wave);
        let begin = start + tone.at;
        let end = begin + tone.length;
        let pitch = oscillator.frequency();
        pitch.set_value_at_time(tone.hz, begin).ok();
        if tone.to_hz != tone.hz {
            pitch
                .exponential_ramp_to_value_at_time(tone.to_hz, end)
                .ok();
        }
        // Quiet, with a quick rise and a fall to silence, so no tone clicks.
        let level = gain.gain();
        level.set_value_at_time(0.0001, begin).ok();
        level
            .exponential_ramp_to_value_at_time(0.12, begin + 0.01)
            .ok();
        level.exponential_ramp_to_value_at_time(0.0001, end).ok();
        if oscillator.connect_with_audio_node(&gain).is_err()
            || gain
                .connect_with_audio_node(&context.destination())
                .is_err()
        {
            return;
        }
        oscillator.start_with_when(begin).ok();
        oscillator.stop_with_when(end + 0.02).ok();
    }
}

/// The header's switch: sound on or off, remembered.
pub fn sound_switch() -> impl IntoView {
    let off = RwSignal::new(muted());
    view! {
        <button
            type="button"
            class="quiet sound-switch"
            data-testid="sound"
            aria-pressed=move || (!off.get()).to_string()
            aria-label=move || crate::lang::app().sound_label(!off.get())
            title=move || crate::lang::app().sound_label(!off.get())
            on:click=move |_| {
                let now_off = !off.get_untracked();
                set_muted(now_off);
                off.set(now_off);
                if !now_off {
                    play(Cue::Draw);
                }
            }
        >
            <svg viewBox="0 0 24 24" aria-hidden="true" class="sound-icon">
                <path d="M3 9h4l5-4v14l-5-4H3z"></path>
                {move || if off.get() {
                    view! { <path d="M16 9l5 6M21 9l-5 6" class="sound-stroke"></path> }.into_any()
                } else {
                    view! { <path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" class="sound-stroke"></path> }.into_any()
                }}
            </svg>
        </button>
    }
}
