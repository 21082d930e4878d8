/* strictly lower triangle and diagonal of the same array as sibling nests (upper triangle untouched), reading another array transposed */
#include <stdio.h>
#define N 19
static double L[N][N], S[N][N];
static void g(int steps, int n)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 1; i < n; i++)
      for (j = 0; j < i; j++)
        L[i][j] = L[i][j] + S[j][i];
    for (i = 0; i < n; i++)
      L[i][i] = S[i][i] * 2.0 + t;
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        S[i][j] = S[i][j] * 0.5 + L[i][j] * 0.125;
  }
#pragma endscop
}
int main(void)
{
  int n, i, j;
  for (n = 0; n <= N; n += (n < 3 ? 1 : 4)) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { L[i][j] = -(i * N + j); S[i][j] = (i + 3 * j) % 8; }
    g(3, n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%d %a %a\n", n, L[i][j], S[i][j]);
  }
  return 0;
}
