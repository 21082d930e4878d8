/* fused siblings with min/max bounds (ternaries), clamped neighbour reads and a max-of-neighbours value */
#include <stdio.h>
#define N 30
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
static double p[N][N], q[N][N], s[N][N];
static void g(int steps, int n, int m)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < MIN(n, m); i++)
      for (j = MAX(0, i - 2); j < MIN(n, i + 3); j++)
        p[i][j] = p[i][j] + (s[i][j] > s[j][i] ? s[i][j] : s[j][i]);
    for (i = MAX(1, m - 5); i < n; i++)
      for (j = 0; j < n; j++)
        q[i][j] = q[i][j] * 0.5 + s[MIN(i + 1, n - 1)][j];
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        s[i][j] = 0.5 * s[i][j] + 0.125 * (p[i][j] + q[i][j]);
  }
#pragma endscop
}
int main(void)
{
  static const int sz[][2] = {{0, 0}, {1, 1}, {2, 5}, {5, 2}, {7, 7}, {30, 12}, {13, 30}, {3, 0}};
  int c, i, j;
  for (c = 0; c < 8; c++) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { p[i][j] = i; q[i][j] = j; s[i][j] = ((i * 7 + j * 3) % 11) * 0.5; }
    g(3, sz[c][0], sz[c][1]);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a %a\n", p[i][j], q[i][j], s[i][j]);
  }
  return 0;
}
