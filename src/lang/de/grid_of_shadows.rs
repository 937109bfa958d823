use crate::lang::GameWords;
use crate::lang::grid_of_shadows::GridOfShadowsWords;

pub struct GridOfShadows;

impl GameWords for GridOfShadows {
    fn name(&self) -> &'static str {
        todo!("German name")
    }
    fn rules(&self) -> &'static str {
        todo!("rules.de.md")
    }
    fn variant_name(&self, _id: &str) -> &'static str {
        todo!()
    }
    fn variant_summary(&self, _id: &str) -> &'static str {
        todo!()
    }
    fn standard_end(&self) -> &'static str {
        todo!()
    }
    fn role_name(&self, _role: &str) -> &'static str {
        todo!()
    }
}

impl GridOfShadowsWords for GridOfShadows {}
