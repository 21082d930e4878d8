/* scratch row tmp[] filled then used per j, where the fill length shrinks with j (last j fills nothing); tmp printed after, outer loop may run 0 times */
#include <stdio.h>
#define N 12
static double a[N][N], b[N][N], tmp[N];

static void f(int n, int m)
{
  int i, j;
#pragma scop
  for (j = 0; j < n; j++) {
    for (i = 0; i < m - j; i++)
      tmp[i] = a[j][i] * 2.0 + a[j][i + 1];
    for (i = 0; i < m - j; i++)
      b[j][i] = tmp[i] - 0.5 * tmp[m - j - 1 - i];
  }
#pragma endscop
}

int main(void)
{
  int i, j, c;
  static const int sz[6][2] = { {0, 5}, {1, 1}, {3, 2}, {5, 5}, {6, 11}, {11, 4} };
  for (c = 0; c < 6; c++) {
    for (j = 0; j < N; j++) for (i = 0; i < N; i++) { a[j][i] = 0.0625 * ((i * 5 + j * 3 + c) % 11); b[j][i] = -1.0; }
    for (i = 0; i < N; i++) tmp[i] = 100.0 + i;
    f(sz[c][0], sz[c][1]);
    for (j = 0; j < N; j++) for (i = 0; i < N; i++) printf("%a\n", b[j][i]);
    for (i = 0; i < N; i++) printf("tmp %a\n", tmp[i]);
  }
  return 0;
}
