use crate::lang::pages::PagesWords;

pub struct Pages;

impl PagesWords for Pages {}
