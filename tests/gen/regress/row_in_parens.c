/* rows in parentheses, subscripted further, as function-like macros write them: (q[i])[0], ((r[i - 1])[m])[0], ((q[i]))[2], (g->x[i])[m] */
#include <stdio.h>
#define FIRST(f) (f)[0]
#define AT(f, m) (f)[m]
struct sys { int n; double x[6][5]; };
static struct sys S;
static double q[8][3], r[8][3][2];
static void f(int n, struct sys *g)
{
  int i, m;
#pragma bbmm
  for (i = 0; i < n; i++)
    FIRST(q[i]) = 2.0 * i + AT(q[i], 2);
#pragma bbmm
  for (i = 1; i < n; i++)
    for (m = 0; m < 2; m++)
      AT(r[i][m], 1) = AT((r[i - 1])[m], 0) + (q[i])[1] * ((q[i]))[2];
#pragma bbmm
  for (i = 0; i < g->n; i++)
    for (m = 0; m < 5; m++)
      (g->x[i])[m] = AT(g->x[i], m) * 0.5 + m;
}
int main(void)
{
  int i, m, k;
  S.n = 6;
  for (i = 0; i < 6; i++) for (m = 0; m < 5; m++) S.x[i][m] = i + m;
  for (i = 0; i < 8; i++) for (m = 0; m < 3; m++) { q[i][m] = i - m; for (k = 0; k < 2; k++) r[i][m][k] = i * m + k; }
  f(8, &S); f(5, &S); f(0, &S); f(1, &S);
  for (i = 0; i < 8; i++) printf("%a %a %a %a\n", q[i][0], q[i][2], r[i][1][1], r[i][0][1]);
  for (i = 0; i < 6; i++) printf("%a\n", S.x[i][4]);
  return 0;
}
