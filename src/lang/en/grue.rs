use crate::games::grue::INFO;
use crate::lang::GameWords;
use crate::lang::grue::GrueWords;

pub struct Grue;

impl GameWords for Grue {
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
    fn role_name(&self, role: &str) -> &'static str {
        match role {
            "Grue" => "Grue",
            "Traitor" => "Traitor",
            "Adventurer" => "Adventurer",
            _ => "",
        }
    }
}

impl GrueWords for Grue {}
