/* sibling nests with iterator names swapped (i outer/j inner, then j outer/i inner), declared outside, read after the region and in a later bound */
#include <stdio.h>
#define N 24
static double p[N][N], q[N][N], r[N];
static int out[2];
static void g(int n, int m)
{
  int i, j;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      p[i][j] = p[i][j] * 2.0 + 1.0;
  for (j = 0; j < m; j++)
    for (i = 0; i < n; i++)
      q[j][i] = q[j][i] - 0.5;
  for (i = 0; i < j; i++)
    r[i] = r[i] + i;
#pragma endscop
  out[0] = i; out[1] = j;
}
int main(void)
{
  static const int sz[][2] = {{0, 0}, {1, 1}, {3, 0}, {0, 4}, {5, 6}, {24, 24}, {17, 3}};
  int cc, i, j;
  for (cc = 0; cc < 7; cc++) {
    for (i = 0; i < N; i++) { r[i] = -i; for (j = 0; j < N; j++) { p[i][j] = i - j; q[i][j] = i + j; } }
    g(sz[cc][0], sz[cc][1]);
    printf("%d %d\n", out[0], out[1]);
    for (i = 0; i < N; i++) { printf("%a\n", r[i]); for (j = 0; j < N; j++) printf("%a %a\n", p[i][j], q[i][j]); }
  }
  return 0;
}
