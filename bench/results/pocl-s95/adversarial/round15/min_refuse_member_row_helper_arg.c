/* a row of a struct member array passed to an array helper, scale(g->x[i]), is refused as if it were not a row ("must be an array, a row of one ('A[i]') or the address of an element") */
#include <stdio.h>
struct sys { int n; double x[6][5]; };
static struct sys S;
void scale(double v[5])
{
  int m;
  for (m = 0; m < 5; m++) v[m] = 2.0 * v[m];
}
static void f(struct sys *g)
{
  int i;
#pragma bbmm
  for (i = 0; i < g->n; i++)
    scale(g->x[i]);
}
int main(void) { int i, m; S.n = 6; for (i = 0; i < 6; i++) for (m = 0; m < 5; m++) S.x[i][m] = i + m; f(&S); for (i = 0; i < 6; i++) printf("%a\n", S.x[i][4]); return 0; }
