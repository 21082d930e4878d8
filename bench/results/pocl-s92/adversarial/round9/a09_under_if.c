/* sibling nests under an if on the time step's parity (then and else branches with their own sibling nests) */
#include <stdio.h>
#define N 20
static double a[N][N], b[N][N], c[N], d[N];
static void f(int steps, int n)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < steps; t++) {
    if (t % 2 == 0) {
      for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
          a[i][j] = a[i][j] + b[j][i];
      for (i = 0; i < n; i++)
        c[i] = c[i] * 0.5 + b[i][i];
    } else {
      for (i = 0; i < n; i++)
        d[i] = d[i] + a[i][0];
      for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
          b[i][j] = b[i][j] - a[i][j] * 0.125;
    }
    for (i = 0; i < n; i++)
      d[i] = d[i] + c[i];
  }
#pragma endscop
}
int main(void)
{
  int n, i, j;
  for (n = 0; n <= N; n += (n < 3 ? 1 : 6)) {
    for (i = 0; i < N; i++) { c[i] = i; d[i] = -i; for (j = 0; j < N; j++) { a[i][j] = i + j; b[i][j] = i - j; } }
    f(5, n);
    for (i = 0; i < N; i++) { printf("%d %a %a\n", n, c[i], d[i]); for (j = 0; j < N; j++) printf("%a %a\n", a[i][j], b[i][j]); }
  }
  return 0;
}
