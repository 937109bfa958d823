use crate::games::shadow_house::INFO;
use crate::lang::GameWords;
use crate::lang::shadow_house::ShadowHouseWords;

pub struct ShadowHouse;

impl GameWords for ShadowHouse {
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
            "Culprit" => "Culprit",
            "Accomplice" => "Accomplice",
            "other" => "other",
            _ => "",
        }
    }
}

impl ShadowHouseWords for ShadowHouse {}
