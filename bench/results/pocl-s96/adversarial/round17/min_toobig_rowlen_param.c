/* a 2-line copy on a flattened grid whose row length (ld) is a different parameter than the loop bound (n): "too big for the polyhedral analysis", runs on the host */
#include <stdio.h>
static double a[17 * 17];
static void fill(int n, int ld, double *f)
{
  int i, j;
#pragma bbmm array(f[n][ld])
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      f[i * ld + j] = 4.0;
}
int main(void)
{
  int i;
  fill(9, 17, a);
  for (i = 0; i < 17 * 17; i++) printf("%a\n", a[i]);
  return 0;
}
