/* scratch row written from i = j upward each iteration (last writes of tmp[0] in j=0, of tmp[n-1] in the last j), plus scratch scalar s read after region */
#include <stdio.h>
#define N 10
static double a[N][N], b[N][N], tmp[N];

static double f(int n)
{
  int i, j;
  double s = -1.0;
#pragma bbmm
  for (j = 0; j < n; j++) {
    for (i = j; i < n; i++)
      tmp[i] = a[i][j] + 1.0;
    s = 0.0;
    for (i = j; i < n; i++) {
      b[j][i] = tmp[i] * 0.5;
      s = s + tmp[i];
    }
    b[j][j] = s;
  }
  return s;
}

int main(void)
{
  int i, j, c;
  static const int sz[5] = { 0, 1, 2, 7, 10 };
  for (c = 0; c < 5; c++) {
    double s;
    for (j = 0; j < N; j++) for (i = 0; i < N; i++) { a[j][i] = 0.125 * ((i * 3 + j * 7) % 9); b[j][i] = 0.0; }
    for (i = 0; i < N; i++) tmp[i] = -3.0;
    s = f(sz[c]);
    printf("s %a\n", s);
    for (j = 0; j < N; j++) for (i = 0; i < N; i++) printf("%a\n", b[j][i]);
    for (i = 0; i < N; i++) printf("tmp %a\n", tmp[i]);
  }
  return 0;
}
