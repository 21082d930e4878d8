/* per-(k,j) scratch line tmp[] filled under an affine if/else on the iterator parity, then read with neighbours; tmp printed after the region */
#include <stdio.h>
#define N 9
static double u[N][N][N], r[N][N][N], tmp[N];

static void f(int n)
{
  int i, j, k;
#pragma bbmm
  for (k = 1; k < n - 1; k++)
    for (j = 1; j < n - 1; j++) {
      for (i = 0; i < n; i++) {
        if ((j + k) % 2 == 0)
          tmp[i] = u[k][j][i] + u[k - 1][j][i];
        else
          tmp[i] = u[k][j][i] - u[k][j - 1][i];
      }
      for (i = 1; i < n - 1; i++)
        r[k][j][i] = tmp[i - 1] + tmp[i + 1] - 2.0 * tmp[i];
    }
}

int main(void)
{
  int i, j, k, c;
  static const int sz[4] = { 2, 3, 6, 9 };
  for (c = 0; c < 4; c++) {
    for (k = 0; k < N; k++) for (j = 0; j < N; j++) for (i = 0; i < N; i++) { u[k][j][i] = 0.0625 * ((k * 3 + j * j + i * 5) % 11); r[k][j][i] = 0.0; }
    for (i = 0; i < N; i++) tmp[i] = 50.0 + i;
    f(sz[c]);
    for (k = 0; k < N; k++) for (j = 0; j < N; j++) for (i = 0; i < N; i++) printf("%a\n", r[k][j][i]);
    for (i = 0; i < N; i++) printf("tmp %a\n", tmp[i]);
  }
  return 0;
}
