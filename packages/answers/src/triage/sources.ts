/**
 * Source addresses used by triage. All come from /work/shared/sources/catalogue.tsv (most through
 * red-flags.md) or from the verified lists in packages/answers/knowledge/verified-*.tsv, except where
 * a comment names the search that found the stored page.
 */
export const SRC = {
  // Fever
  hcFeverWhenToCall:
    "https://healthychildren.org/English/health-issues/conditions/fever/Pages/When-to-Call-the-Pediatrician.aspx",
  hcFeverWithoutFear:
    "https://www.healthychildren.org/English/health-issues/conditions/fever/pages/Fever-Without-Fear.aspx",
  webmdFeverBabies: "https://www.webmd.com/parenting/baby/fever-in-babies",
  webmdCallPediatrician: "https://www.webmd.com/parenting/baby/features/call-pediatrician",
  mayoFeverMinute:
    "https://newsnetwork.mayoclinic.org/discussion/mayo-clinic-minute-what-to-do-if-your-child-has-a-fever/",
  nhsOxFeverUnder3:
    "https://www.oxfordshire-healthiertogether.nhs.uk/parentscarers/worried-your-baby-unwell-under-3-months/fever-high-temperature",
  nhsScotFeverUnder3:
    "https://rightdecisions.scot.nhs.uk/rhcg/royal-hospital-for-children-for-patients-carers-visitors/about-your-childs-health-information-resources/newborns-and-infants/concerned-your-baby-is-unwell-newborns-and-babies-less-than-3-months/fever-high-temperature-babies-aged-under-3-months",
  nhsFeverProfessional: "https://www.healthiertogether.nhs.uk/professional/fever",
  nhsFrimleyFeverOver3:
    "https://frimley-healthiertogether.nhs.uk/parentscarers/worried-your-child-unwell/fever-high-temperature/fever-high-temperature-children-over-3-months-age",
  nhsHackneySeriouslyIll:
    "https://hackneyandcityhealthvisiting.nhs.uk/your-childs-health/when-and-where-to-seek-help-nc/",
  // Breathing
  hcTroubleBreathing:
    "https://healthychildren.org/English/tips-tools/symptom-checker/Pages/symptomviewer.aspx?symptom=Trouble+Breathing",
  aapBronchiolitis:
    "https://publications.aap.org/pediatrics/article-split/134/5/e1474/75848/Clinical-Practice-Guideline-The-Diagnosis",
  nhsBronchiolitis:
    "https://www.waht.nhs.uk/en-GB/About-The-Trust/News-and-Media/Campaigns-and-Projects/Get-Ready-For-Winter/Bronchiolitis-in-Babies-and-Young-Children/Bronchiolitis",
  mayoRsv:
    "https://newsnetwork.mayoclinic.org/discussion/ask-the-mayo-mom-rsv-and-bronchiolitis-what-to-expect-this-season/",
  mayoColdInBabies:
    "https://www.mayoclinic.org/diseases-conditions/common-cold-in-babies/symptoms-causes/syc-20351651",
  mayoCroup: "https://www.mayoclinic.org/diseases-conditions/croup/home/ovc-20166699",
  mayoCroupTreatment:
    "https://www.mayoclinic.org/diseases-conditions/croup/diagnosis-treatment/treatment/txc-20166716",
  // Skin
  nhsRashes: "https://sybhealthiertogether.nhs.uk/national/worried-your-child-unwell/rashes",
  nhsBabyRash:
    "https://www.oxfordshire-healthiertogether.nhs.uk/parentscarers/worried-your-baby-unwell-under-3-months/my-baby-has-rash",
  // Feeding, vomiting, dehydration
  nhsDiarrhoeaVomitingSheet:
    "https://sybhealthiertogether.nhs.uk/professionals/safety-netting-documents-parents/diarrhoea-andor-vomiting-advice-sheet/diarrhoea-and-vomiting",
  nhsBabyVomiting:
    "https://www.oxfordshire-healthiertogether.nhs.uk/parentscarers/worried-your-baby-unwell-under-3-months/my-baby-vomiting",
  nhsWyBabyVomiting:
    "https://wyhealthiertogether.nhs.uk/parentscarers/my-baby-under-3-months/my-baby-vomiting",
  nhsWhat018DiarrhoeaVomiting:
    "https://www.what0-18.nhs.uk/parentscarers/worried-your-child-unwell/diarrhoea-and-vomiting",
  webmdDiarrhea: "https://www.webmd.com/children/guide/diarrhea-treatment",
  webmdPyloricStenosis: "https://www.webmd.com/parenting/baby/pyloric-stenosis-directory",
  mayoInfantReflux:
    "https://www.mayoclinic.org/diseases-conditions/infant-acid-reflux/symptoms-causes/syc-20351408",
  hcSpittingUp:
    "https://healthychildren.org/English/tips-tools/symptom-checker/Pages/symptomviewer.aspx?symptom=Spitting+Up+-+Reflux",
  // Jaundice and cord
  aapJaundice:
    "https://publications.aap.org/patiented/article-abstract/doi/10.1542/peo_document197/80109/Jaundice-and-Your-Newborn",
  webmdJaundice: "https://www.webmd.com/parenting/baby/understanding-newborn-jaundice-symptoms",
  clevelandNewbornCare:
    "https://my.clevelandclinic.org/healthy_living/Pregnancy/hic_Newborn_Care.aspx",
  mayoUmbilicalCord:
    "https://www.mayoclinic.org/healthy-living/infant-and-toddler-health/in-depth/umbilical-cord/art-20048250",
  webmdCordCare: "https://www.webmd.com/parenting/baby/umbilical-cord-care-directory",
  // Alertness, crying, shaking
  aapCrying:
    "https://publications.aap.org/patiented/article-abstract/doi/10.1542/peo_document223/80209/Crying-and-Your-Baby-How-to-Calm-a-Fussy-or",
  aapAbusiveHeadTrauma:
    "https://publications.aap.org/pediatrics/article/123/5/1409/71477/Abusive-Head-Trauma-in-Infants-and-Children",
  // Injuries, poisoning, accidents
  nhsHeadInjury:
    "https://oxfordshire-healthiertogether.nhs.uk/parentscarers/worried-your-child-unwell/head-injury",
  webmdHeadInjury:
    "https://www.webmd.com/children/tc/head-injury-age-3-and-younger-check-your-symptoms",
  nhsBurns: "https://nenc-healthiertogether.nhs.uk/parentscarers/injuries/burns-and-scalds",
  nhsNorfolkBurns: "https://www.justonenorfolk.nhs.uk/childhood-illnesses/burns-scalds/",
  nhsMedicineSafety:
    "https://www.justonenorfolk.nhs.uk/staying-safe/staying-safe-in-the-home/medicines-and-tablet-safety/",
  aapChokingPrevention:
    "https://publications.aap.org/pediatrics/article-split/125/3/601/72642/Prevention-of-Choking-Among-Children",
  webmdChokingPrevention:
    "https://www.webmd.com/children/tc/choking-prevention-in-small-children-topic-overview",
  whattoexpectBabyproofing: "https://www.whattoexpect.com/first-year/week-29/babyproofing.aspx",
  // Swallowed button batteries and magnets (knowledge/verified-b.tsv).
  nhsAlderHeySwallowed:
    "https://www.alderhey.nhs.uk/conditions/symptoms-checker/swallowed-something/",
  nhsWhat018SwallowedObject:
    "https://www.what0-18.nhs.uk/professionals/hospital-staff/safety-netting-documents-parents/swallowed-foreign-object",
  cdcDrowning: "https://www.cdc.gov/drowning/about/index.html",
  nhsWaterSafety:
    "https://www.justonenorfolk.nhs.uk/staying-safe/staying-safe-in-the-home/water-safety",
  // Stored page found with the search tool (pages corpus: "kidshealth first aid cuts severe bleeding").
  kidshealthCuts: "https://www.kidshealth.org/NemoursXML/en/parents/cuts-sheet.html",
  kidshealthNosebleeds:
    "https://kidshealth.org/Hackensack/en/parents/nosebleeds-sheet.html?WT.ac=p-ra",
  // Allergy
  nhsAllergicReaction:
    "https://frimley-healthiertogether.nhs.uk/parentscarers/worried-your-child-unwell/allergic-reaction",
  kidshealthStings: "https://www.kidshealth.org/ETCH/en/parents/insect-stings-sheet.html",
  // Teething
  mayoTeething:
    "https://www.mayoclinic.org/healthy-lifestyle/infant-and-toddler-health/in-depth/teething/art-20046378",
  nhsTeething:
    "https://www.justonenorfolk.nhs.uk/healthylifestyles/teeth-and-toothbrushing/teething",
  // Parents
  medlinePostpartumDepression: "https://www.nlm.nih.gov/medlineplus/postpartumdepression.html",
  mayoPostpartumDepression:
    "https://www.mayoclinic.org/diseases-conditions/postpartum-depression/symptoms-causes/syc-20376617",
  nimhPerinatalDepression: "https://www.nimh.nih.gov/health/publications/perinatal-depression",
  nhsPostnatalDepression:
    "https://www.nhs.uk/mental-health/conditions/post-natal-depression/symptoms/",
  // Risky requests
  cdcFoodsToLimit:
    "https://www.cdc.gov/nutrition/InfantandToddlerNutrition/foods-and-drinks/foods-and-drinks-to-limit.html",
  cdcStartingSolids:
    "https://cdc.gov/infant-toddler-nutrition/foods-and-drinks/when-what-and-how-to-introduce-solid-foods.html",
  hcStartingSolids:
    "https://www.healthychildren.org/English/ages-stages/baby/feeding-nutrition/Pages/Starting-Solid-Foods.aspx",
  clevelandWaterForBabies: "https://health.clevelandclinic.org/when-can-babies-have-water",
  mayoFormulaPreparation:
    "https://www.mayoclinic.org/healthy-lifestyle/infant-and-toddler-health/in-depth/infant-formula/art-20045791",
  cdcFormulaFeeding: "https://www.cdc.gov/infant-toddler-nutrition/formula-feeding",
  kidshealthCowMilk:
    "https://kidshealth.org/JeffGordonChildrens/en/parents/cow-milk.html?WT.ac=p-ra",
  // Stored page found with the search tool (pages corpus: "nhs medicines for babies aspirin Reye's syndrome"), scheme upgraded.
  nhsReyesPrevention: "https://www.nhs.uk/Conditions/Reyes-syndrome/Pages/Prevention.aspx",
  aapEarInfections:
    "https://publications.aap.org/patiented/article-abstract/doi/10.1542/peo_document001/79975/Acute-Ear-Infections-and-Your-Child",
  safeToSleepReduceRisk: "https://safetosleep.nichd.nih.gov/safesleepbasics/risk/reduce",
  nichdReduceSidsRisk: "https://www.nichd.nih.gov/health/topics/sids/conditioninfo/reduce",
  mayoSids:
    "https://www.mayoclinic.org/diseases-conditions/sudden-infant-death-syndrome/symptoms-causes/dxc-20322702",
  clevelandSafeSleepAbc: "https://health.clevelandclinic.org/abcs-safe-sleep-baby-infographic/amp/",
  hcSleep: "https://www.healthychildren.org/English/ages-stages/baby/sleep/Pages/default.aspx",
  aapBabyWalkers:
    "https://publications.aap.org/patiented/article-abstract/doi/10.1542/peo_document011/80018/Baby-Walkers-Important-Safety-Information?redirectedFrom=fulltext?autologincheck=redirected",
} as const;
