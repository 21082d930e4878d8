/* fused siblings on float arrays mixing float and double arithmetic (conversions must match the plain build), printed with %a */
#include <stdio.h>
#define N 30
static float x[N][N], y[N];
static double z[N], s[N][N];
static void g(int steps, int n)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        x[i][j] = x[i][j] * 0.3f + (float)s[i][j];
    for (i = 0; i < n; i++)
      y[i] = y[i] / 3.0f + 0.1f * (float)i;
    for (i = 0; i < n; i++)
      z[i] = z[i] * 0.1 + s[i][i] / 7.0;
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        s[i][j] = s[i][j] * 0.7 + x[i][j] * 0.1 + y[j] - z[i] / 3.0;
  }
#pragma endscop
}
int main(void)
{
  int n, i, j;
  for (n = 0; n <= N; n += (n < 3 ? 1 : 9)) {
    for (i = 0; i < N; i++) { y[i] = i / 3.0f; z[i] = i / 7.0; for (j = 0; j < N; j++) { x[i][j] = (i - j) / 9.0f; s[i][j] = ((i * 3 + j) % 11) / 10.0; } }
    g(3, n);
    for (i = 0; i < N; i++) { printf("%a %a\n", (double)y[i], z[i]); for (j = 0; j < N; j++) printf("%a %a\n", (double)x[i][j], s[i][j]); }
  }
  return 0;
}
