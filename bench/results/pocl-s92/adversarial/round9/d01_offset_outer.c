/* fused siblings: 1-D nest over a long range next to a 2-D nest whose outer loop starts late and inner range is short */
#include <stdio.h>
#define N 40
static double a[N], B[N][N], src[N];
static void g(int steps, int n, int lo, int m)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < n; i++)
      a[i] = a[i] * 0.5 + src[i];
    for (i = lo; i < n; i++)
      for (j = 0; j < m; j++)
        B[i][j] = B[i][j] + src[j] * i;
    for (i = 0; i < n; i++)
      src[i] = src[i] + 0.125 * a[i] + 0.0625 * B[i][i % 4];
  }
#pragma endscop
}
int main(void)
{
  static const int sz[][3] = {{0, 0, 0}, {1, 0, 1}, {2, 1, 1}, {5, 4, 2}, {40, 30, 3}, {17, 1, 4}, {33, 32, 4}, {9, 9, 4}};
  int c, i, j;
  for (c = 0; c < 8; c++) {
    for (i = 0; i < N; i++) { a[i] = i; src[i] = (i * 5) % 7; for (j = 0; j < N; j++) B[i][j] = i - j; }
    g(3, sz[c][0], sz[c][1], sz[c][2]);
    for (i = 0; i < N; i++) { printf("%a %a\n", a[i], src[i]); for (j = 0; j < N; j++) printf("%a ", B[i][j]); printf("\n"); }
  }
  return 0;
}
