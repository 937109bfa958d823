use crate::games::grimwood::INFO;
use crate::lang::GameWords;
use crate::lang::grimwood::GrimwoodWords;

pub struct Grimwood;

impl GameWords for Grimwood {
    fn name(&self) -> &'static str {
        INFO.name
    }
    fn rules(&self) -> &'static str {
        INFO.rules
    }
    fn variant_name(&self, id: &str) -> &'static str {
        INFO.variant(id).map_or("", |v| v.name)
    }
    fn variant_summary(&self, id: &str) -> &'static str {
        INFO.variant(id).map_or("", |v| v.summary)
    }
    fn standard_end(&self) -> &'static str {
        INFO.rounds.map_or("", |r| r.standard)
    }
    fn role_name(&self, _role: &str) -> &'static str {
        ""
    }
}

impl GrimwoodWords for Grimwood {}
