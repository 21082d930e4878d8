/* single-precision 2-D heat solver as often written: float arrays, float dt and coefficients with f-suffixed and unsuffixed constants mixed, max-norm in float, dt halved on the host */
#include <stdio.h>
#include <math.h>
#define N 24
static float T[N][N], Tn[N][N], alpha[N][N];

static float step(int n, float dt)
{
  int i, j;
  float mx = 0.0f, d;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      Tn[i][j] = T[i][j] + dt * alpha[i][j] * (T[i - 1][j] + T[i + 1][j] + T[i][j - 1] + T[i][j + 1] - 4.0f * T[i][j]) + 0.1 * dt * (i % 3 == 0);
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++) {
      d = fabsf(Tn[i][j] - T[i][j]);
      mx = fmaxf(mx, d);
      T[i][j] = Tn[i][j];
    }
  return mx;
}

int main(void)
{
  static const int sz[4] = { 2, 3, 9, 24 };
  int c, i, j, t;
  for (c = 0; c < 4; c++) {
    int n = sz[c];
    float dt = 0.2f, mx;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { T[i][j] = (i == 0) ? 1.0f : 0.0f; Tn[i][j] = T[i][j]; alpha[i][j] = 0.3f + 0.05f * ((i * j) % 5); }
    for (t = 0; t < 8; t++) {
      mx = step(n, dt);
      if (mx > 0.05f) dt = dt / 2;
      printf("t %d mx %a dt %a\n", t, (double)mx, (double)dt);
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", (double)T[i][j]);
  }
  return 0;
}
