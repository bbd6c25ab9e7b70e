// Challenge content: Sustainability & Climate Tech.
import type { ProblemContent } from './problems';

export const greenProblems: ProblemContent[] = [
  {
    slug: 'carbon-footprint-tracker',
    title: 'Personal Carbon Tracker',
    category: 'green',
    difficulty: 1,
    prize: '$1500',
    color: 'green',
    description:
      'Help people understand and shrink their everyday carbon footprint with an app that turns travel, food and energy habits into clear, achievable actions.',
    longDescription: [
      "Most people want to cut their emissions but have little idea which changes matter most. Build an app that estimates a person's carbon footprint from everyday activities (commuting, meals, home energy, purchases) and makes the numbers meaningful.",
      'Use published emission factors, show where the footprint comes from, and suggest personalised swaps with their estimated savings. Streaks, badges or community challenges are welcome, but the numbers must stay honest and sourced.',
      'This is a beginner-friendly challenge: a polished app with transparent calculations will do better than an over-engineered one.',
    ].join('\n\n'),
    requirements: [
      'Log activities in at least three categories, such as transport, food and home energy',
      'Calculations use cited emission factors, with the sources visible in the app',
      'Visual breakdown of emissions by category and over time',
      'At least five personalised reduction suggestions with estimated CO2e savings',
      'Works well on mobile screens',
    ],
    resources: [
      { name: 'GHG Protocol', url: 'https://ghgprotocol.org/' },
      {
        name: 'Our World in Data: CO2 and greenhouse gas emissions',
        url: 'https://ourworldindata.org/co2-and-greenhouse-gas-emissions',
      },
      { name: 'MDN: Progressive web apps', url: 'https://developer.mozilla.org/en-US/docs/Web/Progressive_web_apps' },
      { name: 'Chart.js documentation', url: 'https://www.chartjs.org/docs/latest/' },
    ],
    evaluation: [],
    faqs: [
      {
        question: 'Where do we get emission factors?',
        answer:
          'Use published sources such as the GHG Protocol tools or your national environment agency, and cite them in the app.',
      },
      {
        question: 'Do we need to connect to bank or utility accounts?',
        answer: 'No. Manual entry or CSV import is fine; automatic imports are a bonus if they are handled securely.',
      },
      {
        question: 'Can we target a single country?',
        answer: 'Yes. Emission factors vary by region, so focusing on one country often makes results more accurate.',
      },
    ],
  },
  {
    slug: 'carbon-aware-scheduler',
    title: 'Carbon-Aware Scheduler',
    category: 'green',
    difficulty: 3,
    prize: '$3000',
    color: 'blue',
    description:
      'Shift flexible workloads, from EV charging to cloud batch jobs, to the hours when the electricity grid is cleanest without missing any deadline.',
    longDescription: [
      'The carbon intensity of electricity can vary several-fold within a single day as wind and solar output rises and falls. Many loads, such as charging an electric car, running a dishwasher, training a model or rendering video, do not have to run right now, only before a deadline.',
      "Build a scheduler that uses grid carbon-intensity forecasts to place flexible jobs in the cleanest windows while respecting each job's deadline and power limits. Show users how much CO2 they saved compared with starting immediately.",
      'You can target homes, data centres or a fleet of devices. Strong entries combine a sound scheduling algorithm with a clear explanation of the trade-offs and honest handling of forecast uncertainty.',
    ].join('\n\n'),
    requirements: [
      'Uses real or realistic carbon-intensity forecasts for at least one grid region',
      'Schedules jobs with deadlines, durations and power limits',
      'Reports estimated emissions saved against an immediate-start baseline',
      'Re-plans when the forecast changes or a new job arrives',
      'A simple API or interface for submitting jobs and viewing the plan',
      'Documented assumptions and limitations',
    ],
    resources: [
      { name: 'Carbon Intensity API (Great Britain)', url: 'https://carbonintensity.org.uk/' },
      { name: 'Green Software Foundation', url: 'https://greensoftware.foundation/' },
      { name: 'Carbon Aware SDK', url: 'https://github.com/Green-Software-Foundation/carbon-aware-sdk' },
    ],
    evaluation: [],
    faqs: [
      {
        question: 'Which carbon-intensity data can we use?',
        answer:
          'Any public source. The GB Carbon Intensity API is free and needs no key, and many other regions have similar services. Recorded historical data is fine for the demo.',
      },
      {
        question: 'Do we need real hardware?',
        answer:
          'No. Simulated chargers or job queues are acceptable, as long as the scheduling works against real or realistic data.',
      },
      {
        question: 'How should we measure savings?',
        answer:
          'Compare the emissions of your schedule with starting every job immediately, using the same intensity data, and state your assumptions.',
      },
    ],
  },
  {
    slug: 'urban-heat-mapper',
    title: 'Urban Heat Mapper',
    category: 'green',
    difficulty: 4,
    prize: '$4000',
    color: 'pink',
    description:
      "Combine satellite and open map data to find a city's most dangerous heat hotspots and show where trees and cool roofs would help most.",
    longDescription: [
      'Heatwaves are among the deadliest climate hazards in cities, and they hit hardest in dense neighbourhoods with little shade and vulnerable residents. Build a tool that maps urban heat at street level and helps planners decide where interventions will do the most good.',
      'Combine land-surface temperature from satellite imagery with open data on tree cover, building footprints and population to produce a heat-vulnerability index. Then let users simulate interventions, such as planting trees, adding cool roofs or building shade structures, and see the estimated effect.',
      'Accuracy and communication both matter: your methodology should be defensible, and your maps should be readable by a council member with five minutes to spare.',
    ].join('\n\n'),
    requirements: [
      'Uses at least two open geospatial sources, for example satellite imagery and OpenStreetMap',
      'Produces a heat or heat-vulnerability map for a real city district',
      'Interactive map with toggleable layers and neighbourhood-level summaries',
      'Intervention simulator with estimated temperature or risk reduction',
      'Documented methodology, data sources and known limitations',
      'Exportable priority list of locations for action',
    ],
    resources: [
      { name: 'NASA Earthdata', url: 'https://www.earthdata.nasa.gov/' },
      { name: 'USGS Landsat missions', url: 'https://www.usgs.gov/landsat-missions' },
      { name: 'OpenStreetMap wiki: Overpass API', url: 'https://wiki.openstreetmap.org/wiki/Overpass_API' },
      { name: 'Leaflet API reference', url: 'https://leafletjs.com/reference.html' },
    ],
    evaluation: [],
    faqs: [
      {
        question: 'Which city should we map?',
        answer:
          'Any city with open data available. Choosing your own city makes validation and storytelling much easier.',
      },
      {
        question: 'Do we need remote-sensing experience?',
        answer:
          'No, but someone in the team should be comfortable with geospatial libraries in Python or JavaScript. Landsat thermal bands are a common starting point.',
      },
      {
        question: 'Can we use commercial satellite data?',
        answer:
          'Only if its licence allows public demos. Free sources such as Landsat and Sentinel are strongly recommended.',
      },
    ],
  },
];
