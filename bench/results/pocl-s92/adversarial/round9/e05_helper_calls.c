/* fused siblings calling small helper functions (copied into the kernel), one helper used by both */
#include <stdio.h>
#define N 28
static double a[N][N], b[N], s[N][N];
static double mix(double x, double y) { return 0.75 * x + 0.25 * y; }
static double sq(double x) { return x * x; }
static void g(int steps, int n)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        a[i][j] = mix(a[i][j], s[j][i]);
    for (i = 0; i < n; i++)
      b[i] = mix(sq(s[i][0]), b[i]);
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        s[i][j] = mix(s[i][j], a[i][j] - b[j]);
  }
#pragma endscop
}
int main(void)
{
  int n, i, j;
  for (n = 0; n <= N; n += (n < 3 ? 1 : 8)) {
    for (i = 0; i < N; i++) { b[i] = i * 0.5; for (j = 0; j < N; j++) { a[i][j] = i - j; s[i][j] = ((i * 5 + j) % 6) * 0.25; } }
    g(3, n);
    for (i = 0; i < N; i++) { printf("%d %a\n", n, b[i]); for (j = 0; j < N; j++) printf("%a %a\n", a[i][j], s[i][j]); }
  }
  return 0;
}
