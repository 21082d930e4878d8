/* region with two time loops one after another, each with a pair of independent siblings; second pair transposed */
#include <stdio.h>
#define N 18
static double u[N][N], v[N][N], w[N][N];
static void f(int s1, int s2, int n)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < s1; t++) {
    for (i = 1; i < n; i++)
      for (j = 0; j < n; j++)
        u[i][j] = u[i][j] + 0.5 * w[i - 1][j];
    for (i = 0; i < n; i++)
      for (j = 1; j < n; j++)
        v[i][j] = v[i][j] - 0.5 * w[i][j - 1];
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        w[i][j] = u[i][j] * v[i][j] * 0.125 + w[i][j] * 0.5;
  }
  for (t = 0; t < s2; t++) {
    for (j = 0; j < n; j++)
      for (i = 0; i < n; i++)
        u[i][j] = w[j][i] - u[i][j];
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        v[j][i] = w[i][j] + v[j][i];
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        w[i][j] = (u[i][j] - v[i][j]) * 0.25;
  }
#pragma endscop
}
int main(void)
{
  int n, i, j;
  for (n = 0; n <= N; n += (n < 3 ? 1 : 5)) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = i * 0.5; v[i][j] = j * 0.25; w[i][j] = (i + j) % 3; }
    f(2, 3, n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%d %a %a %a\n", n, u[i][j], v[i][j], w[i][j]);
  }
  return 0;
}
