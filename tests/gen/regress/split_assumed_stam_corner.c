/* Stam's set_bnd corner x[IX(0, 0)] = 0.5 * (x[IX(1, 0)] + x[IX(0, 1)]) outside any loop: the split column index 1 leaves its row only at N + 2 = 1, which the region assumes away (the host runs it as written there) */
#include <stdio.h>
#define IX(i, j) ((i) + (N + 2) * (j))
static void set_corner(int N, double *x)
{
  int i;
#pragma bbmm array(x[N + 2][N + 2])
  {
    for (i = 1; i <= N; i++)
      x[IX(0, i)] = x[IX(1, i)];
    x[IX(0, 0)] = 0.5 * (x[IX(1, 0)] + x[IX(0, 1)]);
  }
}
int main(void)
{
  double x[36];
  int i;
  for (i = 0; i < 36; i++) x[i] = i;
  set_corner(4, x);
  for (i = 0; i < 36; i++) printf("%a\n", x[i]);
  return 0;
}
