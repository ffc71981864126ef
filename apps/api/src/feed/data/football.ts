import type { SportDefinition } from './types';

export const football: SportDefinition = {
  key: 'football',
  name: 'Football',
  type: 'regular',
  provider: 'betradar',
  priority: 1,
  model: 'goals',
  leagues: [
    {
      name: 'Premier League', country: { name: 'England', code: 'GB-ENG' }, priority: 1, outright: true,
      teams: ['Arsenal', 'Aston Villa', 'Brentford', 'Brighton', 'Chelsea', 'Crystal Palace', 'Everton', 'Fulham', 'Liverpool', 'Manchester City', 'Manchester United', 'Newcastle United', 'Nottingham Forest', 'Tottenham Hotspur', 'West Ham United', 'Wolverhampton'],
    },
    {
      name: 'Championship', country: { name: 'England', code: 'GB-ENG' }, priority: 6,
      teams: ['Leeds United', 'Burnley', 'Sheffield United', 'Sunderland', 'Norwich City', 'Middlesbrough', 'Coventry City', 'West Bromwich', 'Watford', 'Stoke City', 'Hull City', 'Preston North End'],
    },
    {
      name: 'LaLiga', country: { name: 'Spain', code: 'ES' }, priority: 2, outright: true,
      teams: ['Real Madrid', 'FC Barcelona', 'Atletico Madrid', 'Athletic Bilbao', 'Real Sociedad', 'Villarreal', 'Real Betis', 'Sevilla', 'Valencia', 'Girona', 'Celta Vigo', 'Osasuna', 'Getafe', 'Rayo Vallecano'],
    },
    {
      name: 'Bundesliga', country: { name: 'Germany', code: 'DE' }, priority: 3, outright: true,
      teams: ['Bayern Munich', 'Borussia Dortmund', 'Bayer Leverkusen', 'RB Leipzig', 'VfB Stuttgart', 'Eintracht Frankfurt', 'SC Freiburg', 'VfL Wolfsburg', 'Borussia Monchengladbach', 'Werder Bremen', 'Union Berlin', 'Mainz 05', 'FC Augsburg', 'TSG Hoffenheim'],
    },
    {
      name: 'Serie A', country: { name: 'Italy', code: 'IT' }, priority: 4, outright: true,
      teams: ['Inter', 'AC Milan', 'Juventus', 'Napoli', 'AS Roma', 'Lazio', 'Atalanta', 'Fiorentina', 'Bologna', 'Torino', 'Udinese', 'Genoa', 'Sassuolo', 'Cagliari'],
    },
    {
      name: 'Ligue 1', country: { name: 'France', code: 'FR' }, priority: 5, outright: true,
      teams: ['Paris Saint-Germain', 'Olympique Marseille', 'AS Monaco', 'Lille OSC', 'Olympique Lyonnais', 'OGC Nice', 'Stade Rennais', 'RC Lens', 'Stade Brestois', 'RC Strasbourg', 'FC Nantes', 'Toulouse FC'],
    },
    {
      name: 'Eredivisie', country: { name: 'Netherlands', code: 'NL' }, priority: 7,
      teams: ['Ajax', 'PSV Eindhoven', 'Feyenoord', 'AZ Alkmaar', 'FC Twente', 'FC Utrecht', 'Sparta Rotterdam', 'NEC Nijmegen', 'Go Ahead Eagles', 'Heerenveen'],
    },
    {
      name: 'Primeira Liga', country: { name: 'Portugal', code: 'PT' }, priority: 8,
      teams: ['Benfica', 'FC Porto', 'Sporting CP', 'SC Braga', 'Vitoria Guimaraes', 'Boavista', 'Rio Ave', 'Casa Pia', 'Estoril', 'Gil Vicente'],
    },
    {
      name: 'Super Lig', country: { name: 'Turkey', code: 'TR' }, priority: 9,
      teams: ['Galatasaray', 'Fenerbahce', 'Besiktas', 'Trabzonspor', 'Basaksehir', 'Kasimpasa', 'Antalyaspor', 'Konyaspor', 'Sivasspor', 'Alanyaspor'],
    },
    {
      name: 'Serie A', country: { name: 'Brazil', code: 'BR' }, priority: 10, outright: true,
      teams: ['Flamengo', 'Palmeiras', 'Corinthians', 'Sao Paulo', 'Santos', 'Gremio', 'Internacional', 'Fluminense', 'Botafogo', 'Atletico Mineiro', 'Cruzeiro', 'Vasco da Gama'],
    },
    {
      name: 'Liga Profesional', country: { name: 'Argentina', code: 'AR' }, priority: 11,
      teams: ['River Plate', 'Boca Juniors', 'Racing Club', 'Independiente', 'San Lorenzo', 'Estudiantes', 'Velez Sarsfield', 'Rosario Central', 'Newells Old Boys', 'Lanus'],
    },
    {
      name: 'Major League Soccer', country: { name: 'USA', code: 'US' }, priority: 12,
      teams: ['Inter Miami', 'LA Galaxy', 'LAFC', 'Seattle Sounders', 'Atlanta United', 'New York City FC', 'Columbus Crew', 'FC Cincinnati', 'Portland Timbers', 'Philadelphia Union'],
    },
    {
      name: 'Saudi Pro League', country: { name: 'Saudi Arabia', code: 'SA' }, priority: 13,
      teams: ['Al Hilal', 'Al Nassr', 'Al Ittihad', 'Al Ahli', 'Al Shabab', 'Al Taawoun', 'Al Fateh', 'Al Ettifaq'],
    },
    {
      name: 'UEFA Champions League', country: { name: 'International Clubs', code: null }, priority: 0, outright: true,
      teams: ['Real Madrid', 'Manchester City', 'Bayern Munich', 'Paris Saint-Germain', 'Inter', 'Arsenal', 'FC Barcelona', 'Liverpool', 'Borussia Dortmund', 'Atletico Madrid', 'Benfica', 'PSV Eindhoven'],
    },
  ],
};
