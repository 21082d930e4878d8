/* writes under data conditions (may-writes) at shifted positions, with a float mask array read at an offset */
#include <stdio.h>
#define N 50
static double A[N][N], B[N][N];
static float mk[N][N];
static void k(int n)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 2; j < n; j++) {
      if (mk[i + 1][j - 2] > 0.5f)
        B[i][j - 1] = A[i - 1][j] + A[i + 1][j - 2];
      if (A[i][j] > B[i][j])
        A[i][j] = B[i][j] * 0.5;
    }
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 4, 7, 16, 33, 50};
  int q, i, j;
  for (q = 0; q < 9; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 17 + j * 7) % 23; B[i][j] = (i * 5 + j * 11) % 19; mk[i][j] = (float)((i + j) % 3) * 0.4f; }
    k(n); k(n);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a %a\n", n, A[i][j], B[i][j]);
  }
  return 0;
}
