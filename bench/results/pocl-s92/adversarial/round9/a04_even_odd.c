/* siblings writing even and odd elements of one array; the odd one reads the even neighbour (flow dependence) or not */
#include <stdio.h>
#define N 64
static double a[N + 2], b[N + 2];
static void step(int m)
{
  int i;
#pragma bbmm
  {
    for (i = 0; i < m; i++)
      a[2 * i] = a[2 * i] * 0.5 + 1.0;
    for (i = 0; i < m; i++)
      a[2 * i + 1] = a[2 * i + 1] - 0.25;
    for (i = 0; i < m; i++)
      b[2 * i + 1] = a[2 * i] + a[2 * i + 2];
    for (i = 0; i < m; i++)
      b[2 * i] = b[2 * i] + 3.0;
  }
}
int main(void)
{
  int m, i, r;
  for (m = 0; m <= 31; m += (m < 3 ? 1 : 7)) {
    for (i = 0; i < N + 2; i++) { a[i] = i * 0.375; b[i] = -i * 0.0625; }
    for (r = 0; r < 2; r++) step(m);
    for (i = 0; i < N + 2; i++) printf("%d %a %a\n", m, a[i], b[i]);
  }
  return 0;
}
