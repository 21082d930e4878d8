/* time loop calling a step region and a host monitor that reads the field through a global pointer set by an init function (auto scope must not go stale) */
#include <stdio.h>
#define N 12
static double u[N][N], v[N][N];
static double *probe;

static void init(void)
{
  probe = &u[3][3];
}

static void step(int n)
{
  int i, j;
#pragma bbmm
  {
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        u[i][j] = v[i][j] + 0.01;
  }
}

static double monitor(void)
{
  return probe[0] + probe[1];
}

int main(void)
{
  int i, j, t;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (i + j) % 4 == 0 ? 1.0 : 0.0; v[i][j] = 0.0; }
  init();
  for (t = 0; t < 5; t++) {
    step(N);
    printf("t %d probe %a\n", t, monitor());
    probe[2] = probe[2] + 0.5;
  }
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", u[i][j]);
  return 0;
}
