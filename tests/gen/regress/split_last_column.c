/* the last element of a row through one subscript, x[i * m + m - 1] with array(x[n][m]): split as [i][m - 1], not [i + 1][-1] (refused before) */
#include <stdio.h>
static void f(int n, int m, double *x)
{
  int i;
#pragma bbmm array(x[n][m])
  for (i = 0; i < n; i++)
    x[i * m + m - 1] = 2.0 * x[i * m];
}
int main(void)
{
  double x[12];
  int i;
  for (i = 0; i < 12; i++) x[i] = i;
  f(3, 4, x);
  for (i = 0; i < 12; i++) printf("%a\n", x[i]);
  return 0;
}
