/* heat with ghost cells where the step function receives pointers to the first interior row (&u[1], &v[1]) and reads in[i-1] / in[i+1] relative to it, including in[-1], the ghost row */
#include <stdio.h>
#define N 20
static double u[N + 2][N + 2], v[N + 2][N + 2];

static void step(int n, double (*in)[N + 2], double (*out)[N + 2], double a)
{
  int i, j;
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = 1; j <= n; j++)
      out[i][j] = in[i][j] + a * (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1] - 4.0 * in[i][j]);
}

int main(void)
{
  static const int sz[5] = { 0, 1, 2, 7, 20 };
  int c, i, j, t;
  for (c = 0; c < 5; c++) {
    int n = sz[c];
    for (i = 0; i < N + 2; i++) for (j = 0; j < N + 2; j++) { u[i][j] = (i == 0) ? 1.0 : 0.0; v[i][j] = (i == 0) ? 1.0 : 0.0; }
    for (t = 0; t < 6; t++) {
      if (t % 2 == 0) step(n, &u[1], &v[1], 0.2); else step(n, &v[1], &u[1], 0.2);
      printf("t %d %a\n", t, (t % 2 == 0) ? v[1][1] : u[1][1]);
    }
    for (i = 0; i < n + 2; i++) for (j = 0; j < n + 2; j++) printf("%a %a\n", u[i][j], v[i][j]);
  }
  return 0;
}
