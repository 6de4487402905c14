// Names for the members benchmark's seed: a few hundred common US first and last names, most common first. Picked
// with a Zipf-like weight so a search finds many (Smith, 'ma'), some (Ezra) or one ('first last') member.

export const FIRST_NAMES =
  `James Mary Michael Patricia Robert Jennifer John Linda David Elizabeth William Barbara Richard
Susan Joseph Jessica Thomas Sarah Christopher Karen Charles Lisa Daniel Nancy Matthew Betty Anthony Sandra Mark Margaret
Donald Ashley Steven Kimberly Andrew Emily Paul Donna Joshua Michelle Kenneth Carol Kevin Amanda Brian Melissa Timothy
Deborah Ronald Stephanie George Dorothy Jason Rebecca Edward Sharon Jeffrey Laura Ryan Cynthia Jacob Amy Gary Kathleen
Nicholas Angela Eric Shirley Jonathan Emma Stephen Brenda Larry Pamela Justin Nicole Scott Anna Brandon Samantha
Benjamin Katherine Samuel Christine Gregory Debra Alexander Rachel Patrick Carolyn Frank Janet Raymond Maria Jack
Olivia Dennis Heather Jerry Helen Tyler Catherine Aaron Diane Jose Julie Adam Victoria Nathan Joyce Henry Lauren
Zachary Kelly Douglas Christina Peter Ruth Kyle Joan Noah Virginia Ethan Judith Jeremy Evelyn Christian Hannah Walter
Andrea Keith Megan Austin Cheryl Roger Jacqueline Terry Madison Sean Teresa Gerald Abigail Carl Sophia Dylan Martha
Harold Sara Jordan Gloria Jesse Janice Bryan Kathryn Lawrence Ann Arthur Isabella Gabriel Judy Bruce Charlotte Logan
Julia Billy Grace Joe Amber Alan Alice Juan Jean Elijah Denise Willie Frances Albert Danielle Wayne Marilyn Randy
Natalie Mason Beverly Vincent Diana Liam Brittany Roy Theresa Bobby Kayla Caleb Alexis Bradley Doris Russell Lori
Lucas Tiffany Mateo Camila Santiago Valentina Diego Lucia Carlos Sofia Luis Ximena Miguel Guadalupe Wei Mei Jin Yuki
Hiroshi Priya Arjun Aisha Omar Fatima Ali Layla Dmitri Anya Sean Siobhan Malik Imani Kwame Ngozi Ezra Greta Soren
Ingrid Quinn Thaddeus Beatrix Cormac Perpetua`
    .split(/\s+/)
    .filter((name, i, all) => all.indexOf(name) === i);

export const LAST_NAMES = `Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez
Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis
Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell
Mitchell Carter Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales
Murphy Cook Rogers Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson
Watson Brooks Chavez Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross
Foster Jimenez Powell Jenkins Perry Russell Sullivan Bell Coleman Butler Henderson Barnes Gonzales Fisher Vasquez
Simmons Romero Jordan Patterson Alexander Hamilton Graham Reynolds Griffin Wallace Moreno West Cole Hayes Bryant
Herrera Gibson Ellis Tran Medina Aguilar Stevens Murray Ford Castro Marshall Owens Harrison Fernandez McDonald Woods
Washington Kennedy Wells Vargas Henry Chen Freeman Webb Tucker Guzman Burns Crawford Olson Simpson Porter Hunter
Gordon Mendez Silva Shaw Snyder Mason Dixon Munoz Hunt Hicks Holmes Palmer Wagner Black Robertson Boyd Rose Stone
Salazar Fox Warren Mills Meyer Rice Schmidt Garza Daniels Ferguson Nichols Stephens Soto Weaver Ryan Gardner Payne
Grant Dunn Kelley Spencer Hawkins Arnold Pierce Vazquez Hansen Peters Santos Hart Bradley Knight Elliott Cunningham
Duncan Armstrong Hudson Carroll Lane Riley Andrews Alvarado Ray Delgado Berry Perkins Hoffman Johnston Matthews Pena
Richards Contreras Willis Carpenter Lawrence Sandoval O'Brien O'Connor Nakamura Yamamoto Kowalski Novak Okafor Mensah
Haddad Lindqvist Abernathy Quintanilla Zielinski Fairweather`
  .split(/\s+/)
  .filter((name, i, all) => all.indexOf(name) === i);

export const EMAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'hotmail.com', 'aol.com'];
export const AREA_CODES = ['512', '737', '210', '214', '469', '713', '281', '832', '915', '806'];
