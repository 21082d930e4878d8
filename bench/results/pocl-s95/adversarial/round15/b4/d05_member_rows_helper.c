/* struct-held arrays passed as rows to inlined helpers: matvec_sub(g->a[i], g->x[i-1], g->x[i]) with bounds g->n, sweep forward along i for each of g->m lines */
#include <stdio.h>
#define NI 7
#define NL 4
struct sys { int n, m; double a[NL][NI][5][5]; double x[NL][NI][5]; };
static struct sys S;

void matvec_sub(double ablock[5][5], double avec[5], double bvec[5])
{
  int p, q;
  for (p = 0; p < 5; p++)
    for (q = 0; q < 5; q++)
      bvec[p] -= ablock[p][q] * avec[q];
}

static void fwd(struct sys *g)
{
  int l, i;
#pragma bbmm
  for (l = 0; l < g->m; l++)
    for (i = 1; i < g->n; i++)
      matvec_sub(g->a[l][i], g->x[l][i-1], g->x[l][i]);
}

int main(void)
{
  int sz[][2] = { {7, 4}, {1, 4}, {2, 1}, {5, 0}, {6, 3} };
  int t, l, i, p, q;
  for (t = 0; t < 5; t++) {
    S.n = sz[t][0]; S.m = sz[t][1];
    for (l = 0; l < NL; l++) for (i = 0; i < NI; i++) for (p = 0; p < 5; p++) {
      S.x[l][i][p] = 0.25 * ((l + i * 3 + p + t) % 5);
      for (q = 0; q < 5; q++) S.a[l][i][p][q] = 0.03125 * ((l * 3 + i + p * 5 + q * 7) % 9) - 0.125;
    }
    fwd(&S);
    for (l = 0; l < NL; l++) { for (i = 0; i < NI; i++) for (p = 0; p < 5; p++) printf("%a ", S.x[l][i][p]); printf("\n"); }
  }
  return 0;
}
