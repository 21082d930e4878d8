/* fused candidates with n/2 bounds, modulo guards in the bodies and stride-3 loops */
#include <stdio.h>
#define N 30
static double p[N][N], q[N][N], r[N], s[N][N];
static void g(int steps, int n)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < n / 2; i++)
      for (j = 0; j < n; j++)
        if (j % 3 != 1)
          p[i][j] = p[i][j] + s[2 * i][j];
    for (i = 1; i < n; i += 3)
      for (j = 0; j < (n + 1) / 2; j++)
        q[i][j] = q[i][j] - s[i][2 * j];
    for (i = 0; i < n; i++)
      if (i % 4 == 2)
        r[i] = r[i] * 0.5 + s[i][i];
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        s[i][j] = s[i][j] * 0.5 + 0.125 * (p[i][j] + q[i][j]) + r[i] * 0.0625;
  }
#pragma endscop
}
int main(void)
{
  int n, i, j;
  for (n = 0; n <= N; n += (n < 4 ? 1 : 5)) {
    for (i = 0; i < N; i++) { r[i] = i; for (j = 0; j < N; j++) { p[i][j] = i - j; q[i][j] = i + j; s[i][j] = (i * j) % 9; } }
    g(3, n);
    for (i = 0; i < N; i++) { printf("%d %a\n", n, r[i]); for (j = 0; j < N; j++) printf("%a %a %a\n", p[i][j], q[i][j], s[i][j]); }
  }
  return 0;
}
