/* refusal of Stam's set_bnd corner statement: x[IX(0, 0)] = 0.5 * (x[IX(1, 0)] + x[IX(0, 1)]) outside the loop is refused ("column index '1' may leave 0 .. N + 2 - 1"), though N + 2 >= 2 whenever the row loop above runs and the program calls it with N >= 1 */
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
