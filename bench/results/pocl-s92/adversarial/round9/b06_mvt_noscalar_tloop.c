/* mvt as PolyBench writes it (x1[i] += A[i][j]*y1[j]; x2[i] += A[j][i]*y2[j]) inside a time loop with a vector update after, different n and m */
#include <stdio.h>
#define N 30
static double A[N][N], x1[N], x2[N], y1[N], y2[N];
static void f(int steps, int n, int m)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < n; i++)
      for (j = 0; j < m; j++)
        x1[i] = x1[i] + A[i][j] * y1[j];
    for (i = 0; i < m; i++)
      for (j = 0; j < n; j++)
        x2[i] = x2[i] + A[j][i] * y2[j];
    for (i = 0; i < N; i++) {
      y1[i] = y1[i] * 0.5 + x2[i] * 0.001;
      y2[i] = y2[i] * 0.5 - x1[i] * 0.001;
    }
  }
#pragma endscop
}
int main(void)
{
  static const int sz[][2] = {{0, 0}, {1, 0}, {0, 1}, {1, 1}, {2, 3}, {7, 5}, {30, 30}, {13, 29}};
  int c, i, j;
  for (c = 0; c < 8; c++) {
    for (i = 0; i < N; i++) { x1[i] = x2[i] = 0; y1[i] = (i % 4) * 0.5; y2[i] = (i % 6) * 0.25; for (j = 0; j < N; j++) A[i][j] = ((i + 2 * j) % 9) * 0.125; }
    f(3, sz[c][0], sz[c][1]);
    for (i = 0; i < N; i++) printf("%a %a %a %a\n", x1[i], x2[i], y1[i], y2[i]);
  }
  return 0;
}
