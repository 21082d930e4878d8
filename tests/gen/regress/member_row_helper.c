/* rows of struct member arrays passed to helpers that take array blocks: scale(g->x[i]), matvec_sub(h->a[i], g->x[i - 1], g->x[i]) */
#include <stdio.h>
struct sys { int n; double a[6][5][5]; double x[6][5]; };
static struct sys S, T;
static void matvec_sub(double ablock[5][5], double avec[5], double bvec[5])
{
  int m, k;
  for (m = 0; m < 5; m++)
    for (k = 0; k < 5; k++)
      bvec[m] = bvec[m] - ablock[m][k] * avec[k];
}
static void scale(double v[5], double s)
{
  int m;
  for (m = 0; m < 5; m++) v[m] = s * v[m];
}
static void f(struct sys *g, struct sys *h)
{
  int i;
#pragma bbmm
  for (i = 0; i < g->n; i++)
    scale(g->x[i], 0.5 + i);
#pragma bbmm
  for (i = 1; i < g->n; i++)
    matvec_sub(h->a[i], g->x[i - 1], g->x[i]);
}
int main(void)
{
  int i, m, k;
  S.n = 6; T.n = 6;
  for (i = 0; i < 6; i++) for (m = 0; m < 5; m++) { S.x[i][m] = i + m; T.x[i][m] = i - m; for (k = 0; k < 5; k++) { S.a[i][m][k] = (i + m * k) / 7.0; T.a[i][m][k] = (i * m + k) / 5.0; } }
  f(&S, &S);
  S.n = 3; f(&S, &T);
  T.n = 1; f(&T, &S);
  for (i = 0; i < 6; i++) printf("%a %a %a\n", S.x[i][4], S.x[i][0], T.x[i][2]);
  return 0;
}
