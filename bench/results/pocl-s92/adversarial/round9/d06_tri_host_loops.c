/* siblings inside two host loops (k, then l from k), bounds depending on both host iterators */
#include <stdio.h>
#define N 14
static double A[N][N], B[N][N], C[N][N];
static void g(int n)
{
  int k, l, i, j;
#pragma scop
  for (k = 0; k < n; k++)
    for (l = k; l < n; l++) {
      for (i = k; i < n; i++)
        A[l][i] = A[l][i] + C[k][i];
      for (j = 0; j <= l; j++)
        B[j][l] = B[j][l] * 0.5 + C[l][j];
      for (i = 0; i < n; i++)
        C[l][i] = C[l][i] * 0.25 + A[l][i] - B[i][l];
    }
#pragma endscop
}
int main(void)
{
  int n, i, j;
  for (n = 0; n <= N; n += (n < 4 ? 1 : 5)) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = i; B[i][j] = j; C[i][j] = ((i + j) % 5) * 0.125; }
    g(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%d %a %a %a\n", n, A[i][j], B[i][j], C[i][j]);
  }
  return 0;
}
