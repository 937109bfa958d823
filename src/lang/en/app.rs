use crate::lang::app::AppWords;

pub struct App;

impl AppWords for App {
    fn language(&self) -> &'static str {
        "Language"
    }
}
