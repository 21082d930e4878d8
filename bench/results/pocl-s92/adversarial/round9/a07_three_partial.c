/* four siblings: A and B independent, C reads A's output shifted, D independent of all; inside a time loop */
#include <stdio.h>
#define N 25
static double A[N][N], B[N][N], C[N][N], D[N][N], src[N][N];
static void f(int steps, int n)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        A[i][j] = src[i][j] + t;
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        B[j][i] = src[i][j] * 2.0 - B[j][i];
    for (i = 0; i < n; i++)
      for (j = 0; j < n - 1; j++)
        C[i][j] = A[i][j + 1] - C[i][j];
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        D[i][j] = D[i][j] + src[j][i];
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        src[i][j] = 0.5 * (C[i][j] + D[i][j]) - 0.25 * B[i][j];
  }
#pragma endscop
}
int main(void)
{
  int n, i, j;
  for (n = 0; n <= N; n += (n < 3 ? 1 : 11)) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = 0; B[i][j] = i; C[i][j] = j; D[i][j] = i * j % 7; src[i][j] = (i - j) * 0.5; }
    f(3, n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%d %a %a %a %a %a\n", n, A[i][j], B[i][j], C[i][j], D[i][j], src[i][j]);
  }
  return 0;
}
