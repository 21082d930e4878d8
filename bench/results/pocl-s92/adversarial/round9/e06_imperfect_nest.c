/* an imperfect nest (row statement then an inner loop) fused next to a perfect 2-D nest writing another array */
#include <stdio.h>
#define N 24
static double x[N], B[N][N], C[N][N], S[N][N];
static void g(int steps, int n, int m)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < n; i++) {
      x[i] = S[i][0] * 0.5;
      for (j = 1; j < m; j++)
        B[i][j] = B[i][j] + S[i][j] - S[i][j - 1];
    }
    for (i = 0; i < m; i++)
      for (j = 0; j < n; j++)
        C[i][j] = S[j][i] * 2.0 + t;
    for (i = 0; i < n; i++)
      for (j = 0; j < m; j++)
        S[i][j] = S[i][j] * 0.5 + 0.125 * (x[i] + B[i][j] + C[j][i]);
  }
#pragma endscop
}
int main(void)
{
  static const int sz[][2] = {{0, 0}, {1, 1}, {1, 3}, {3, 1}, {5, 7}, {24, 24}, {11, 23}, {23, 2}};
  int c, i, j;
  for (c = 0; c < 8; c++) {
    for (i = 0; i < N; i++) { x[i] = -1; for (j = 0; j < N; j++) { B[i][j] = i; C[i][j] = j; S[i][j] = ((i + 3 * j) % 8) * 0.5; } }
    g(3, sz[c][0], sz[c][1]);
    for (i = 0; i < N; i++) { printf("%a\n", x[i]); for (j = 0; j < N; j++) printf("%a %a %a\n", B[i][j], C[i][j], S[i][j]); }
  }
  return 0;
}
