/* fused siblings reading elements at host-iterator positions (A[t][0], B[0][t]) and writing disjoint rows t+1 of A and columns of B */
#include <stdio.h>
#define N 20
static double A[N][N], B[N][N];
static void g(int n)
{
  int t, j;
#pragma scop
  for (t = 0; t < n - 1; t++) {
    for (j = 0; j < n; j++)
      A[t + 1][j] = A[t][j] * 0.5 + B[j][t] + A[t][0];
    for (j = 0; j < n; j++)
      B[j][t + 1] = B[j][t] * 0.25 - A[t][j] + B[0][t];
  }
#pragma endscop
}
int main(void)
{
  int n, i, j;
  for (n = 0; n <= N; n += (n < 4 ? 1 : 4)) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * j) % 5; B[i][j] = (i + j) % 3; }
    g(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%d %a %a\n", n, A[i][j], B[i][j]);
  }
  return 0;
}
