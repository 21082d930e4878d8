// expect: 16:19: error: 'i' is read after a loop over it and an assignment to it at 13:17 inside loops or an if that have ended: where the assignment did not run, it holds what the loop left, which bbmm-pp does not know here; assign it where it is read, or read it after the region
static double B[16][4];
void f(int n)
{
    int i = 3, m;
#pragma bbmm
    {
        for (i = 0; i < 16; i++)
            for (m = 0; m < 4; m++)
                B[i][m] = i + m;
        for (m = 0; m < n; m++) {
            if (m > 1)
                i = 1;
            B[1][m % 4] += 1.0;
        }
        B[0][0] = i;
    }
}
