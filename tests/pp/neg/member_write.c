// expect: 9:9: error: write to struct member 'p->n': a region writes elements of arrays (member arrays too), not members themselves; assign it before or after the region
struct s { int n; double *v; };
void f(struct s *p, double A[100])
{
    int i;
#pragma bbmm
    for (i = 0; i < p->n; i++) {
        A[i] = 0.0;
        p->n = i;
    }
}
