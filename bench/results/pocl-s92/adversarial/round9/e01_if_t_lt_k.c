/* siblings under if (t < k) / else inside a time loop, each branch's pair reading arrays the other branch writes */
#include <stdio.h>
#define N 22
static double a[N][N], b[N][N], c[N], d[N];
static void g(int steps, int n, int k)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < steps; t++) {
    if (t < k) {
      for (i = 0; i < n; i++)
        c[i] = c[i] + b[i][n - 1 - i];
      for (i = 1; i < n; i++)
        for (j = 0; j < n; j++)
          a[i][j] = a[i][j] * 0.5 + d[j];
    } else {
      for (i = 0; i < n; i++)
        for (j = 0; j < i; j++)
          b[i][j] = b[i][j] + a[j][i] + c[j];
      for (i = 0; i < n; i++)
        d[i] = d[i] * 0.25 + a[i][i];
    }
  }
#pragma endscop
}
int main(void)
{
  int n, k, i, j;
  for (n = 0; n <= N; n += (n < 3 ? 1 : 7))
    for (k = 0; k <= 6; k += 3) {
      for (i = 0; i < N; i++) { c[i] = i; d[i] = -i; for (j = 0; j < N; j++) { a[i][j] = i * 0.5 + j; b[i][j] = (i * j) % 7; } }
      g(6, n, k);
      for (i = 0; i < N; i++) { printf("%d %d %a %a\n", n, k, c[i], d[i]); for (j = 0; j < N; j++) printf("%a %a\n", a[i][j], b[i][j]); }
    }
  return 0;
}
