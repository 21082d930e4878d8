// expect: 9:23: error: loop 'i' is not parallel, as parallel(i) claims: it carries a flow dependence from S1 (writes r1[j]) to S0 (reads r1[j])
/* a scratch array read before it is written in an iteration carries a
 * value to the next one: not private to the claimed loop */
#define M 8
static double u[M][M], r1[M];
void f(int n)
{
  int i, j;
#pragma bbmm parallel(i)
  for (i = 0; i < n; i++) {
    for (j = 0; j < n; j++)
      u[i][j] = u[i][j] + r1[j];
    for (j = 0; j < n; j++)
      r1[j] = u[i][j] * 0.5;
  }
}
