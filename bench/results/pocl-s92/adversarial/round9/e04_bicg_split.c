/* bicg split into separate nests: s initialised and accumulated (column sums), q as row products; inside a loop over right-hand sides */
#include <stdio.h>
#define N 24
static double A[N][N], s[N], q[N], p[N], r[N];
static void g(int nrhs, int n, int m)
{
  int k, i, j;
#pragma scop
  for (k = 0; k < nrhs; k++) {
    for (j = 0; j < m; j++)
      s[j] = 0.0;
    for (i = 0; i < n; i++)
      q[i] = 0.0;
    for (i = 0; i < n; i++)
      for (j = 0; j < m; j++)
        s[j] = s[j] + r[i] * A[i][j];
    for (i = 0; i < n; i++)
      for (j = 0; j < m; j++)
        q[i] = q[i] + A[i][j] * p[j];
    for (i = 0; i < N; i++) {
      p[i] = p[i] * 0.5 + s[i] * 0.01;
      r[i] = r[i] * 0.5 + q[i] * 0.01;
    }
  }
#pragma endscop
}
int main(void)
{
  static const int sz[][2] = {{0, 0}, {1, 1}, {2, 3}, {3, 2}, {24, 24}, {7, 19}, {20, 5}};
  int c, i, j;
  for (c = 0; c < 7; c++) {
    for (i = 0; i < N; i++) { s[i] = q[i] = -1; p[i] = (i % 3) * 0.5; r[i] = (i % 4) * 0.25; for (j = 0; j < N; j++) A[i][j] = ((i * j + 1) % 7) * 0.125; }
    g(3, sz[c][0], sz[c][1]);
    for (i = 0; i < N; i++) printf("%a %a %a %a\n", s[i], q[i], p[i], r[i]);
  }
  return 0;
}
