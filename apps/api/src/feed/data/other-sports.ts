import type { SportDefinition } from './types';

export const tennis: SportDefinition = {
  key: 'tennis', name: 'Tennis', type: 'regular', provider: 'betradar', priority: 2, model: 'sets',
  leagues: [
    {
      name: 'ATP Vienna', country: { name: 'ATP', code: null }, priority: 1,
      teams: ['Sinner J.', 'Alcaraz C.', 'Zverev A.', 'Medvedev D.', 'Fritz T.', 'Ruud C.', 'Rublev A.', 'de Minaur A.', 'Dimitrov G.', 'Tsitsipas S.', 'Hurkacz H.', 'Paul T.', 'Shelton B.', 'Draper J.'],
    },
    {
      name: 'WTA Linz', country: { name: 'WTA', code: null }, priority: 2,
      teams: ['Sabalenka A.', 'Swiatek I.', 'Gauff C.', 'Rybakina E.', 'Pegula J.', 'Paolini J.', 'Zheng Q.', 'Navarro E.', 'Kasatkina D.', 'Ostapenko J.', 'Keys M.', 'Badosa P.'],
    },
    {
      name: 'Challenger Lyon', country: { name: 'Challenger', code: null }, priority: 3,
      teams: ['Mpetshi Perricard G.', 'Fils A.', 'Moutet C.', 'Gaston H.', 'Halys Q.', 'Rinderknech A.', 'Muller A.', 'Barrere G.', 'Bonzi B.', 'Lestienne C.'],
    },
  ],
};

export const basketball: SportDefinition = {
  key: 'basketball', name: 'Basketball', type: 'regular', provider: 'betradar', priority: 3, model: 'points',
  leagues: [
    {
      name: 'NBA', country: { name: 'USA', code: 'US' }, priority: 1, outright: true,
      teams: ['Boston Celtics', 'Denver Nuggets', 'Milwaukee Bucks', 'Los Angeles Lakers', 'Golden State Warriors', 'Phoenix Suns', 'Miami Heat', 'Dallas Mavericks', 'New York Knicks', 'Oklahoma City Thunder', 'Minnesota Timberwolves', 'Cleveland Cavaliers', 'Philadelphia 76ers', 'Sacramento Kings'],
    },
    {
      name: 'EuroLeague', country: { name: 'International', code: null }, priority: 2, outright: true,
      teams: ['Real Madrid Baloncesto', 'Panathinaikos', 'Olympiacos', 'Fenerbahce Beko', 'Anadolu Efes', 'FC Barcelona Basquet', 'Maccabi Tel Aviv', 'Zalgiris Kaunas', 'AS Monaco Basket', 'Partizan Belgrade'],
    },
    {
      name: 'Liga ACB', country: { name: 'Spain', code: 'ES' }, priority: 3,
      teams: ['Unicaja Malaga', 'Valencia Basket', 'Baskonia', 'Joventut Badalona', 'Gran Canaria', 'UCAM Murcia', 'Lenovo Tenerife', 'Bilbao Basket'],
    },
  ],
};

export const iceHockey: SportDefinition = {
  key: 'ice-hockey', name: 'Ice Hockey', type: 'regular', provider: 'betradar', priority: 4, model: 'goals',
  leagues: [
    {
      name: 'NHL', country: { name: 'USA', code: 'US' }, priority: 1, outright: true,
      teams: ['Florida Panthers', 'Edmonton Oilers', 'New York Rangers', 'Dallas Stars', 'Colorado Avalanche', 'Vegas Golden Knights', 'Toronto Maple Leafs', 'Boston Bruins', 'Carolina Hurricanes', 'Winnipeg Jets', 'Tampa Bay Lightning', 'Vancouver Canucks'],
    },
    {
      name: 'KHL', country: { name: 'Russia', code: 'RU' }, priority: 2,
      teams: ['CSKA Moscow', 'SKA St. Petersburg', 'Ak Bars Kazan', 'Metallurg Magnitogorsk', 'Lokomotiv Yaroslavl', 'Avangard Omsk', 'Dynamo Moscow', 'Traktor Chelyabinsk'],
    },
    {
      name: 'SHL', country: { name: 'Sweden', code: 'SE' }, priority: 3,
      teams: ['Frolunda HC', 'Skelleftea AIK', 'Farjestad BK', 'Lulea HF', 'Vaxjo Lakers', 'Rogle BK', 'Djurgardens IF', 'HV71'],
    },
  ],
};

export const volleyball: SportDefinition = {
  key: 'volleyball', name: 'Volleyball', type: 'regular', provider: 'betradar', priority: 5, model: 'sets',
  leagues: [
    {
      name: 'SuperLega', country: { name: 'Italy', code: 'IT' }, priority: 1,
      teams: ['Sir Safety Perugia', 'Itas Trentino', 'Cucine Lube Civitanova', 'Allianz Milano', 'Gas Sales Piacenza', 'Vero Volley Monza', 'Rana Verona', 'Modena Volley'],
    },
    {
      name: 'PlusLiga', country: { name: 'Poland', code: 'PL' }, priority: 2,
      teams: ['Jastrzebski Wegiel', 'Aluron Zawiercie', 'Projekt Warszawa', 'ZAKSA Kedzierzyn-Kozle', 'Asseco Resovia', 'Trefl Gdansk', 'PGE Skra Belchatow', 'Cuprum Lubin'],
    },
  ],
};

export const tableTennis: SportDefinition = {
  key: 'table-tennis', name: 'Table Tennis', type: 'regular', provider: 'betradar', priority: 6, model: 'sets',
  leagues: [
    {
      name: 'TT Cup', country: { name: 'Czech Republic', code: 'CZ' }, priority: 1,
      teams: ['Novak P.', 'Horak J.', 'Svoboda M.', 'Dvorak T.', 'Cerny L.', 'Prochazka V.', 'Kucera O.', 'Vesely D.', 'Marek F.', 'Pospisil R.'],
    },
    {
      name: 'Setka Cup', country: { name: 'Ukraine', code: 'UA' }, priority: 2,
      teams: ['Kovalenko A.', 'Bondarenko S.', 'Tkachenko I.', 'Kravchenko Y.', 'Oliynyk M.', 'Shevchuk V.', 'Polishchuk D.', 'Lysenko O.'],
    },
  ],
};

export const cricket: SportDefinition = {
  key: 'cricket', name: 'Cricket', type: 'premium_cricket', provider: 'betradar', priority: 7, model: 'points',
  leagues: [
    {
      name: 'Indian Premier League', country: { name: 'India', code: 'IN' }, priority: 1, outright: true,
      teams: ['Mumbai Indians', 'Chennai Super Kings', 'Royal Challengers Bengaluru', 'Kolkata Knight Riders', 'Delhi Capitals', 'Rajasthan Royals', 'Sunrisers Hyderabad', 'Punjab Kings', 'Gujarat Titans', 'Lucknow Super Giants'],
    },
    {
      name: 'Big Bash League', country: { name: 'Australia', code: 'AU' }, priority: 2,
      teams: ['Sydney Sixers', 'Perth Scorchers', 'Brisbane Heat', 'Melbourne Stars', 'Adelaide Strikers', 'Hobart Hurricanes', 'Sydney Thunder', 'Melbourne Renegades'],
    },
  ],
};
