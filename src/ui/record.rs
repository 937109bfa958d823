//! The record page (filled in below).
use super::AppCtx;
use leptos::prelude::*;

pub fn record_page(_app: AppCtx) -> impl IntoView {
    view! { <main data-testid="record"></main> }
}
