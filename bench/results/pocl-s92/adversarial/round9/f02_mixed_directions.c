/* fused siblings: 2-D nest with outer loop down and inner up, another with outer up and inner down, a 1-D nest down by 2 */
#include <stdio.h>
#define N 23
static double a[N][N], b[N][N], c[N], s[N][N];
static void g(int steps, int n, int m)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = n - 1; i >= 0; i--)
      for (j = 1; j < m; j++)
        a[i][j] = a[i][j] * 0.5 + s[i][j - 1];
    for (i = 0; i < m; i++)
      for (j = n - 1; j >= 0; j--)
        b[i][j] = b[i][j] + s[j][i];
    for (i = n - 1; i >= 0; i -= 2)
      c[i] = c[i] - s[i][0];
    for (i = 0; i < n; i++)
      for (j = 0; j < m; j++)
        s[i][j] = 0.5 * s[i][j] + 0.125 * (a[i][j] + b[j][i] + c[i]);
  }
#pragma endscop
}
int main(void)
{
  static const int sz[][2] = {{0, 0}, {1, 1}, {2, 1}, {1, 2}, {4, 7}, {23, 23}, {9, 20}, {20, 9}};
  int cc, i, j;
  for (cc = 0; cc < 8; cc++) {
    for (i = 0; i < N; i++) { c[i] = i * 0.25; for (j = 0; j < N; j++) { a[i][j] = i + j; b[i][j] = i - j; s[i][j] = ((i * 3 + j * 2) % 7) * 0.5; } }
    g(3, sz[cc][0], sz[cc][1]);
    for (i = 0; i < N; i++) { printf("%a\n", c[i]); for (j = 0; j < N; j++) printf("%a %a %a\n", a[i][j], b[i][j], s[i][j]); }
  }
  return 0;
}
